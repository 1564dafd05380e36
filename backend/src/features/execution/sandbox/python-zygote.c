/*
 * python-zygote: Python runs without paying for the interpreter's start-up on every run.
 *
 * Starting CPython (loading and initialising the runtime, importing site and the encodings) costs
 * more CPU than a short program itself. This process initialises one interpreter, configured
 * exactly as `python3 -s /app/main.py` is, runs no code of anyone's, and waits on a Unix socket.
 * For each run it forks; the fork builds a sandbox of its own and only then runs the program:
 *
 *   zygote (initialised interpreter, inside the launcher's bwrap sandbox, never runs a job)
 *     └ fork: new user, mount, pid, IPC, UTS and cgroup namespaces; its own /app, /box, /tmp,
 *       /dev/shm, /dev/pts and /proc; the other runs' folders and this socket hidden; no capabilities left
 *         └ pid 1 of the run: sandbox-helper's monitor (limits, measurements, kill at the end),
 *           relaying the job's stdout and stderr to the connection
 *             └ the job: rlimits, seccomp filter, then the script run as python's main would
 *
 * So a run is isolated from the others as a bwrap sandbox of its own would be: fresh namespaces
 * and writable mounts, used once and thrown away. What the runs share is the interpreter's
 * memory as it was after start-up (copy on write, no run's data ever in it) and so its string
 * hash seed. A job that is not this command (other options, another environment) is exec'ed.
 *
 * usage: python-zygote socket python [stack_bytes]   (the environment is the jobs' one)
 * request on a connection: u32 length + name of the run's folder under /runs, u32 + the helper's
 * job message (see sandbox-helper -W), u32 + the tmpfs mounts' size in bytes and inode bound as
 * text ("67108864 4096"), u32 + stdin. Answer:
 * frames of one byte ('O' stdout, 'E' stderr, 'R' the report line, 'F' the sandbox
 * could not be set up) + u32 length + bytes. The run
 * is killed when the connection closes. Lengths are little-endian.
 */
#define HELPER_HOOKS
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <poll.h>
#include <sys/mount.h>
#include <sys/signalfd.h>
#include <sys/un.h>

static void job_in_process(char **command);
static void job_started(void);
static int wait_for_event(const sigset_t *chld, long poll_us);
static void job_finished(int report_fd, const char *report);
#define main helper_main
#include "sandbox-helper.c"
#undef main

static const char *python_path;
static char **zygote_env;       /* the environment the interpreter was started with, sorted */
static char **zygote_argv;      /* wiped in each run's monitor */
static int zygote_argc;
static int conn = -1;           /* the run's connection, in its monitor */
static int out_r = -1, err_r = -1, in_w = -1, sig_fd = -1;
static char *stdin_buf;
static size_t stdin_len, stdin_at;

static int compare_strings(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static char **sorted_environment(void) {
  size_t count = 0;
  while (environ[count]) count++;
  char **copy = calloc(count + 1, sizeof(char *));
  for (size_t i = 0; i < count; i++) copy[i] = strdup(environ[i]);
  qsort(copy, count, sizeof(char *), compare_strings);
  return copy;
}

static int same_environment(void) {
  char **now = sorted_environment();
  int same = 1;
  size_t i = 0;
  for (; now[i] && zygote_env[i]; i++)
    if (strcmp(now[i], zygote_env[i]) != 0) same = 0;
  if (now[i] || zygote_env[i]) same = 0;
  return same;
}

static int write_all(int fd, const void *data, size_t len) {
  const char *p = data;
  while (len > 0) {
    ssize_t n = write(fd, p, len);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return -1;
    p += n;
    len -= (size_t)n;
  }
  return 0;
}

static int read_all(int fd, void *data, size_t len) {
  char *p = data;
  while (len > 0) {
    ssize_t n = read(fd, p, len);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return -1;
    p += n;
    len -= (size_t)n;
  }
  return 0;
}

/* One length-prefixed field of the request, NUL-terminated; NULL when missing or over `max`. */
static char *read_field(int fd, uint32_t max, size_t *len_out) {
  uint32_t len;
  if (read_all(fd, &len, sizeof len) != 0 || len > max) return NULL;
  char *buf = malloc((size_t)len + 1);
  if (!buf || read_all(fd, buf, len) != 0) return NULL;
  buf[len] = 0;
  if (len_out) *len_out = len;
  return buf;
}

static void frame(char kind, const char *data, size_t len) {
  uint32_t n = (uint32_t)len;
  char head[5];
  head[0] = kind;
  memcpy(head + 1, &n, 4);
  if (write_all(conn, head, 5) != 0 || (len && write_all(conn, data, len) != 0)) {
    /* the launcher went away: the next wait notices the closed connection and stops the job */
  }
}

/* Moves what the job wrote on `*fd` to the connection; closes it at end of file. */
static void relay(int *fd, char kind) {
  char buf[65536];
  ssize_t n = read(*fd, buf, sizeof buf);
  if (n > 0) {
    frame(kind, buf, (size_t)n);
  } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
    close(*fd);
    *fd = -1;
  }
}

static void feed_stdin(void) {
  if (in_w < 0) return;
  while (stdin_at < stdin_len) {
    ssize_t n = write(in_w, stdin_buf + stdin_at, stdin_len - stdin_at);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) return;
    if (n <= 0) break; /* the job closed its stdin */
    stdin_at += (size_t)n;
  }
  close(in_w);
  in_w = -1;
}

/* The monitor no longer holds the job's ends of its pipes: end of file comes when the job's do. */
static void job_started(void) {
  int null = open("/dev/null", O_RDWR | O_CLOEXEC);
  for (int fd = 0; fd < 3; fd++) dup2(null, fd);
  close(null);
  for (int i = 0; i < zygote_argc; i++) memset(zygote_argv[i], 0, strlen(zygote_argv[i]));
  feed_stdin();
}

static int wait_for_event(const sigset_t *chld, long poll_us) {
  (void)chld;
  struct pollfd fds[5];
  int n = 0;
  fds[n++] = (struct pollfd){.fd = sig_fd, .events = POLLIN};
  fds[n++] = (struct pollfd){.fd = conn, .events = POLLIN};
  fds[n++] = (struct pollfd){.fd = out_r, .events = POLLIN};
  fds[n++] = (struct pollfd){.fd = err_r, .events = POLLIN};
  fds[n++] = (struct pollfd){.fd = in_w, .events = POLLOUT};
  if (poll(fds, (nfds_t)n, (int)((poll_us + 999) / 1000)) <= 0) return 0;
  if (fds[0].revents) {
    struct signalfd_siginfo info;
    while (read(sig_fd, &info, sizeof info) == sizeof info) {
    }
  }
  if (fds[2].revents) relay(&out_r, 'O');
  if (fds[3].revents) relay(&err_r, 'E');
  if (fds[4].revents) feed_stdin();
  /* The launcher sends nothing after its request: anything readable is its end closing. */
  return fds[1].revents != 0;
}

static void job_finished(int report_fd, const char *report) {
  (void)report_fd;
  /* Every process of the job is gone: what is left in the pipes ends with end of file. */
  while (out_r >= 0) relay(&out_r, 'O');
  while (err_r >= 0) relay(&err_r, 'E');
  frame('R', report, strlen(report));
  close(conn);
  _exit(0);
}

/*
 * Ends the job as Py_FinalizeEx begins (waits for the threads the program left running, runs its
 * atexit functions, flushes stdout and stderr) and leaves the rest to the kernel: tearing down
 * every module and object of the interpreter is most of a short program's CPU time, and frees
 * memory that the process's exit frees anyway.
 */
static void exit_fast(int code) {
  PyObject *threading = PyImport_GetModule(PyUnicode_FromString("threading"));
  if (threading) {
    PyObject *result = PyObject_CallMethod(threading, "_shutdown", NULL);
    if (!result) PyErr_WriteUnraisable(threading);
    Py_XDECREF(result);
    Py_DECREF(threading);
  }
  PyErr_Clear();
  PyObject *atexit = PyImport_GetModule(PyUnicode_FromString("atexit"));
  if (atexit) {
    PyObject *result = PyObject_CallMethod(atexit, "_run_exitfuncs", NULL);
    Py_XDECREF(result);
    Py_DECREF(atexit);
  }
  PyErr_Clear();
  const char *streams[] = {"stdout", "stderr"};
  for (int i = 0; i < 2; i++) {
    PyObject *stream = PySys_GetObject(streams[i]); /* borrowed */
    if (!stream || stream == Py_None) continue;
    PyObject *result = PyObject_CallMethod(stream, "flush", NULL);
    if (!result) {
      PyErr_Clear();
      if (i == 0 && code == 0) code = 120; /* as Python: output that could not be written */
    }
    Py_XDECREF(result);
  }
  fflush(NULL);
  _exit(code);
}

/* The job's command is the interpreter's own (python -s script, same environment): run it here. */
static void job_in_process(char **command) {
  if (!command[0] || !command[1] || !command[2] || command[3] || strcmp(command[0], python_path) != 0 ||
      strcmp(command[1], "-s") != 0 || strcmp(command[2], "/app/main.py") != 0 || !same_environment())
    return;
  FILE *script = fopen(command[2], "rb");
  if (!script) return;
  /* Nothing of the zygote or the monitor stays open: the exec pipe's end tells the monitor the job started. */
  int keep = fileno(script);
  if (keep > 3) syscall(SYS_close_range, 3, keep - 1, 0);
  syscall(SYS_close_range, keep + 1, ~0U, 0);
  /* The process's command line (ps, /proc/self/cmdline) reads as the job's, not the zygote's. */
  size_t span = (size_t)(zygote_argv[zygote_argc - 1] + strlen(zygote_argv[zygote_argc - 1]) - zygote_argv[0]);
  size_t used = 0;
  for (int i = 0; command[i]; i++) used += strlen(command[i]) + 1;
  if (used <= span) {
    memset(zygote_argv[0], 0, span);
    char *at = zygote_argv[0];
    for (int i = 0; command[i]; i++) at = stpcpy(at, command[i]) + 1;
  }
  PyOS_AfterFork_Child();
  PyObject *sys_path = PySys_GetObject("path"); /* borrowed */
  PyObject *app = PyUnicode_FromString("/app");
  if (!sys_path || !app || PyList_Insert(sys_path, 0, app) != 0) _exit(125);
  Py_DECREF(app);
  PyCompilerFlags flags = _PyCompilerFlags_INIT;
  int failed = PyRun_AnyFileExFlags(script, command[2], 1, &flags) != 0;
  exit_fast(failed ? 1 : 0);
}

static int write_file(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  int ok = write_all(fd, text, strlen(text));
  close(fd);
  return ok;
}

/* A writable tmpfs of the run: at most `bytes` and `inodes` files and folders (empty files cost
 * kernel memory but no bytes; sandbox-helper's -i sees the bound and leaves the mount as it is). */
static int mount_tmpfs(const char *target, unsigned long long bytes, unsigned long long inodes) {
  char options[96];
  snprintf(options, sizeof options, "mode=0755,size=%llu,nr_inodes=%llu", bytes, inodes);
  return mount("tmpfs", target, "tmpfs", MS_NOSUID | MS_NODEV, options);
}

/* The run's own mounts, in its new mount namespace: what bwrap sets up for a sandbox of its own. */
static int build_view(const char *name, unsigned long long tmpfs_bytes, unsigned long long tmpfs_inodes) {
  char source[PATH_MAX];
  snprintf(source, sizeof source, "/runs/%s", name);
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) return -1;
  if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0) return -1;
  if (mount(source, "/app", NULL, MS_BIND | MS_REC, NULL) != 0) return -1;
  struct statvfs st;
  unsigned long locked = 0;
  if (statvfs("/app", &st) == 0) {
    if (st.f_flag & ST_NOSUID) locked |= MS_NOSUID;
    if (st.f_flag & ST_NODEV) locked |= MS_NODEV;
    if (st.f_flag & ST_NOEXEC) locked |= MS_NOEXEC;
  }
  if (mount(NULL, "/app", NULL, MS_BIND | MS_REMOUNT | MS_RDONLY | locked, NULL) != 0) return -1;
  /* The other runs' folders and the zygote's socket: out of sight. */
  if (mount("tmpfs", "/runs", "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV, "size=4k") != 0) return -1;
  if (mount("tmpfs", "/control", "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV, "size=4k") != 0) return -1;
  /* Terminals of its own: a pty another run opened would otherwise be there to open. */
  if (mount("devpts", "/dev/pts", "devpts", MS_NOSUID | MS_NOEXEC, "newinstance,ptmxmode=0666,mode=620") != 0)
    return -1;
  if (mount_tmpfs("/tmp", tmpfs_bytes, tmpfs_inodes) != 0 || mount_tmpfs("/box", tmpfs_bytes, tmpfs_inodes) != 0 ||
      mount_tmpfs("/dev/shm", tmpfs_bytes, tmpfs_inodes) != 0)
    return -1;
  return chdir("/box");
}

/* A failure before the job started: the launcher runs the job elsewhere and stops this zygote. */
static void fail(const char *what) {
  char message[256];
  snprintf(message, sizeof message, "python-zygote: %s: %s\n", what, strerror(errno));
  frame('F', message, strlen(message));
  _exit(125);
}

/* In the fork of one run: reads the request, builds the sandbox, becomes its pid 1 and runs the job. */
static void serve(int listener) {
  close(listener);
  signal(SIGCHLD, SIG_DFL);
  size_t message_len = 0;
  char *name = read_field(conn, 255, NULL);
  char *message = read_field(conn, MAX_MESSAGE, &message_len);
  char *tmpfs = read_field(conn, 64, NULL);
  stdin_buf = read_field(conn, 1u << 30, &stdin_len);
  if (!name || !message || !tmpfs || !stdin_buf) _exit(125);
  if (!name[0] || strchr(name, '/') || strcmp(name, ".") == 0 || strcmp(name, "..") == 0) _exit(125);
  unsigned long long tmpfs_bytes, tmpfs_inodes;
  if (sscanf(tmpfs, "%llu %llu", &tmpfs_bytes, &tmpfs_inodes) != 2 || tmpfs_inodes == 0) _exit(125);
  uid_t uid = getuid();
  gid_t gid = getgid();
  if (unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP) != 0) fail("unshare");
  char map[64];
  snprintf(map, sizeof map, "%u %u 1\n", uid, uid);
  if (write_file("/proc/self/uid_map", map) != 0) fail("uid_map");
  if (write_file("/proc/self/setgroups", "deny") != 0) fail("setgroups");
  snprintf(map, sizeof map, "%u %u 1\n", gid, gid);
  if (write_file("/proc/self/gid_map", map) != 0) fail("gid_map");
  int in[2], out[2], err[2];
  if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0) fail("pipe");
  pid_t monitor = fork();
  if (monitor < 0) fail("fork");
  if (monitor > 0) _exit(0); /* the monitor, pid 1 of the new namespace, carries on */
  if (build_view(name, tmpfs_bytes, tmpfs_inodes) != 0) fail("mount");
  if (setsid() < 0 || drop_capabilities() != 0) fail("capabilities");
  if (dup2(in[0], 0) < 0 || dup2(out[1], 1) < 0 || dup2(err[1], 2) < 0) fail("dup2");
  close(in[0]);
  close(out[1]);
  close(err[1]);
  in_w = in[1];
  out_r = out[0];
  err_r = err[0];
  fcntl(in_w, F_SETFL, O_NONBLOCK);
  fcntl(out_r, F_SETFL, O_NONBLOCK);
  fcntl(err_r, F_SETFL, O_NONBLOCK);
  fcntl(conn, F_SETFD, FD_CLOEXEC);
  signal(SIGPIPE, SIG_IGN);
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, NULL);
  sig_fd = signalfd(-1, &chld, SFD_NONBLOCK | SFD_CLOEXEC);
  char **job_argv;
  int job_argc = parse_job(message, message_len, &job_argv);
  if (job_argc < 0) fail("job message");
  helper_main(job_argc, job_argv);
  _exit(0); /* job_finished exits first */
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: python-zygote socket python [stack_bytes]\n");
    return 125;
  }
  /* The stack limit is read when the process starts (it places the memory map): set, then restart. */
  if (argc > 3) {
    struct rlimit current;
    if (getrlimit(RLIMIT_STACK, &current) != 0) return 125;
    /* "unlimited": as large as the host allows, as the sandbox helper's -s unlimited. */
    rlim_t want = strcmp(argv[3], "unlimited") == 0 ? current.rlim_max : (rlim_t)strtoull(argv[3], NULL, 10);
    if (current.rlim_cur != want &&
        (current.rlim_max == RLIM_INFINITY || want <= current.rlim_max)) {
      current.rlim_cur = want;
      if (setrlimit(RLIMIT_STACK, &current) == 0) {
        execv("/proc/self/exe", argv);
        return 125;
      }
    }
  }
  python_path = argv[2];
  zygote_argv = argv;
  zygote_argc = argc;
  zygote_env = sorted_environment();

  PyConfig config;
  PyConfig_InitPythonConfig(&config);
  char *python_argv[] = {argv[2], "-s", "/app/main.py", NULL};
  PyStatus status = PyConfig_SetBytesArgv(&config, 3, python_argv);
  if (!PyStatus_Exception(status)) status = Py_InitializeFromConfig(&config);
  PyConfig_Clear(&config);
  if (PyStatus_Exception(status)) {
    fprintf(stderr, "python-zygote: the interpreter did not start\n");
    return 125;
  }
  /* Everything alive now stays out of the collector's scans: a scan writes to every object it
   * visits, and each written page is copied into the run. gc is then forgotten, as a program
   * started afresh has not imported it. */
  PyObject *gc = PyImport_ImportModule("gc");
  PyObject *frozen = gc ? PyObject_CallMethod(gc, "freeze", NULL) : NULL;
  PyObject *modules = PyImport_GetModuleDict(); /* borrowed */
  if (!frozen || PyDict_DelItemString(modules, "gc") != 0) {
    fprintf(stderr, "python-zygote: gc.freeze failed\n");
    return 125;
  }
  Py_DECREF(frozen);
  Py_DECREF(gc);

  int listener = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  struct sockaddr_un address = {.sun_family = AF_UNIX};
  if (listener < 0 || strlen(argv[1]) >= sizeof address.sun_path) return 125;
  strcpy(address.sun_path, argv[1]);
  unlink(argv[1]);
  if (bind(listener, (struct sockaddr *)&address, sizeof address) != 0 || listen(listener, 64) != 0) {
    perror("python-zygote: socket");
    return 125;
  }
  chmod(argv[1], 0600);
  signal(SIGCHLD, SIG_IGN); /* each run's first fork exits at once; the rest belongs to its namespace */
  if (write(1, "R", 1) != 1) return 125;
  for (;;) {
    conn = accept4(listener, NULL, NULL, SOCK_CLOEXEC);
    if (conn < 0) {
      if (errno == EINTR || errno == ECONNABORTED) continue;
      return 125;
    }
    pid_t child = fork();
    if (child == 0) serve(listener);
    close(conn);
  }
}
