/*
 * sandbox-helper: the last step before untrusted code runs. It applies rlimits, starts the
 * command in its own process group, watches the whole process tree (CPU time, resident memory,
 * wall clock) and writes one line of measurements to a report fd when everything has ended.
 *
 * Why a helper instead of prlimit: Node's child_process gives neither rusage nor a way to
 * watch descendants, and JVM/mono/node cannot run under RLIMIT_AS, so their memory limit is
 * enforced here by polling RSS. It is built once with the system C compiler and cached.
 *
 * usage: sandbox-helper [-t cpu_ms] [-w wall_ms] [-m rss_kb] [-a as_bytes] [-f fsize_bytes]
 *                       [-n nofile] [-p nproc] [-s stack_bytes] [-r report_fd] [-k] [-S]
 *                       [-M mount]... [-i inodes] -- cmd args...
 *   -k  the helper is pid 1 of its own pid namespace (bwrap --as-pid-1): every other process
 *       belongs to the job, so the whole namespace is scanned and killed at the end, and the
 *       job's kill(-1) cannot reach the helper (never pass -k outside a namespace). The helper
 *       then drops every capability it was given (see bound_mounts) before the job starts, and
 *       the run fails if one is left.
 *   -S  install a seccomp filter in the job (see install_filter).
 *   -M  a writable in-memory mount (tmpfs) of the job: with -m, the bytes stored there count
 *       against the memory limit together with the resident memory of the job's processes, since
 *       files in a tmpfs are memory that neither RSS nor the rlimits see. Up to 8.
 *   -i  the most files and folders (inodes) each -M mount may hold: an empty file costs no byte
 *       but an inode and a dentry of kernel memory. A mount that may hold more is replaced,
 *       before the job starts, by a tmpfs of the same size and mode with nr_inodes set (see
 *       bound_mounts); the job's creations past it fail with ENOSPC.
 * The helper hides itself from the job: it is not dumpable (the job, same uid, cannot read its
 * /proc/1/environ or memory) and it wipes its own command line and environment once the job is
 * started, so /proc/1/cmdline shows nothing.
 * exec mode, used outside the sandbox:
 *   sandbox-helper -x [-E] [-c cgroup.procs] [-G gid] [-U uid] -- command ...
 *   optionally moves into a new, empty network namespace (-E, for the launcher process: its
 *   sandboxes then share that namespace instead of paying for a new one per run), joins the
 *   job's cgroup (so bwrap and everything it starts are accounted there), drops to the sandbox
 *   user and execs the command without forking.
 * init mode, for the sandbox launcher process:
 *   sandbox-helper -I [-E] -- command ...
 *   runs the command as a child and stays as a minimal init: a child subreaper that reaps every
 *   orphan re-parented to it (sandboxes killed at the output limit leave their inner processes
 *   behind), forwards SIGTERM/SIGINT/SIGHUP to the command and exits with its status.
 * prepared mode, for the pool of ready sandboxes (see sandbox-pool.ts):
 *   sandbox-helper -W fd [output_fd]
 *   as the first and only option: the sandbox is set up (namespaces, mounts) before anyone asks
 *   for it, and the helper waits for its job on fd: NUL-terminated strings, the helper's options
 *   and command as above, an empty string, then the job's environment as KEY=VALUE strings,
 *   until the writer closes the pipe. Nothing runs before that message, and the wall clock
 *   starts after it. Once waiting, the helper writes "R" on fd (a socket pair) to say the
 *   sandbox is set up. With output_fd, the job's stdout and stderr are output_fd and the fd
 *   after it, moved onto 1 and 2 once the job is read: bwrap keeps its own 1 and 2 open until
 *   the whole sandbox is torn down, but closes every other fd it does not pass on, so the
 *   caller sees the end of the job's output as soon as the helper exits.
 * report: "exit=N signal=N cpu_us=N wall_us=N rss_kb=N limit=none|cpu|wall|memory exec_errno=N\n"
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <grp.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

static void set_limit(int resource, unsigned long long soft, unsigned long long hard) {
  struct rlimit rl = {.rlim_cur = soft, .rlim_max = hard};
  setrlimit(resource, &rl);
}

#if defined(__x86_64__)
#define FILTER_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define FILTER_ARCH AUDIT_ARCH_AARCH64
#endif

#define DENY(nr) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM)

/*
 * Blocks the kernel interfaces a judged program never needs and that widen the attack surface:
 * new namespaces (bwrap's --disable-userns does the same for user namespaces but costs ~6 ms per
 * run), mounts, keyrings, BPF, perf, userfaultfd, io_uring and ptrace. clone3 answers ENOSYS so
 * libc falls back to clone, whose flags can be inspected. Returns 0 when installed.
 */
static int install_filter(void) {
#ifdef FILTER_ARCH
  const unsigned int ns_flags = CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWUTS |
                                CLONE_NEWIPC | CLONE_NEWCGROUP;
  struct sock_filter filter[] = {
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, FILTER_ARCH, 1, 0),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
#if defined(__x86_64__)
    /* the x32 ABI numbers the same calls differently: refuse it altogether */
    BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
#endif
    DENY(__NR_unshare), DENY(__NR_setns), DENY(__NR_mount), DENY(__NR_umount2), DENY(__NR_pivot_root),
    DENY(__NR_chroot), DENY(__NR_keyctl), DENY(__NR_add_key), DENY(__NR_request_key), DENY(__NR_bpf),
    DENY(__NR_perf_event_open), DENY(__NR_userfaultfd), DENY(__NR_io_uring_setup), DENY(__NR_ptrace),
    DENY(__NR_process_vm_readv), DENY(__NR_process_vm_writev), DENY(__NR_open_tree), DENY(__NR_move_mount),
    DENY(__NR_fsopen), DENY(__NR_fsmount),
    /* Memory that no rlimit or RSS figure sees: anonymous memory files and System V shared memory
     * (files in /dev/shm and the other writable mounts are counted by the helper instead). ENOSYS
     * makes runtimes fall back as on an old kernel. */
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_memfd_create, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
#ifdef __NR_memfd_secret
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_memfd_secret, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
#endif
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_shmget, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
    /* Jobs may share one (empty) network namespace, where abstract Unix socket names are shared:
     * no Unix sockets by name at all (socketpair stays allowed). */
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_socket, 0, 3),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone3, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, 3),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
    BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, ns_flags, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog prog = {.len = (unsigned short)(sizeof filter / sizeof filter[0]), .filter = filter};
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
  return syscall(__NR_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog) == 0 ? 0 : -1;
#else
  return -1;
#endif
}

/* Sums CPU ticks and RSS pages of the job's live processes: all of the namespace with -k, else
 * the helper's own process group (the job stays in it, so the server can kill both at once).
 * With `kill_them` every such process is sent SIGKILL instead. */
static void scan(int whole_ns, int kill_them, long long *cpu_ticks, long long *rss_pages) {
  pid_t self = getpid(), pgid = getpgrp();
  *cpu_ticks = 0;
  *rss_pages = 0;
  DIR *dir = opendir("/proc");
  if (!dir) return;
  struct dirent *entry;
  char path[64], buf[1024];
  while ((entry = readdir(dir)) != NULL) {
    if (entry->d_name[0] < '1' || entry->d_name[0] > '9') continue;
    pid_t pid = (pid_t)atoi(entry->d_name);
    if (pid == self || (whole_ns && pid == 1)) continue;
    snprintf(path, sizeof path, "/proc/%d/stat", pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) continue;
    ssize_t len = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (len <= 0) continue;
    buf[len] = 0;
    char *p = strrchr(buf, ')'); /* the command name may contain spaces and parentheses */
    if (!p) continue;
    char state;
    int ppid, pgrp;
    unsigned long utime, stime;
    long rss;
    if (sscanf(p + 2, "%c %d %d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu %*d %*d %*d %*d %*d %*d %*u %*u %ld",
               &state, &ppid, &pgrp, &utime, &stime, &rss) != 6)
      continue;
    if (!whole_ns && pgrp != pgid) continue;
    if (kill_them) {
      kill(pid, SIGKILL);
      continue;
    }
    *cpu_ticks += (long long)(utime + stime);
    *rss_pages += rss;
  }
  closedir(dir);
}

/* Bytes stored in the job's writable in-memory mounts (-M). */
#define MAX_MOUNTS 8
static char *mounts[MAX_MOUNTS];
static int mount_count = 0;

static long long mounts_kb(void) {
  long long total = 0;
  for (int i = 0; i < mount_count; i++) {
    struct statvfs st;
    if (statvfs(mounts[i], &st) != 0) continue;
    total += (long long)(st.f_blocks - st.f_bfree) * (long long)st.f_frsize / 1024;
  }
  return total;
}

/*
 * Gives each -M mount an inode bound (tmpfs nr_inodes), so that a flood of empty files or folders
 * ends in ENOSPC instead of in the host's slab. bubblewrap has no option for it, and its mounts
 * belong to a user namespace above the one the helper runs in (it nests one to map the sandbox
 * user after mounting devpts), so they cannot be remounted from here. The helper, left
 * CAP_SYS_ADMIN in its own user namespace by bwrap --cap-add, makes a mount namespace of its own
 * instead and mounts a bounded tmpfs of the same size, mode and owner over each mount that has no
 * such bound. bwrap's tmpfs below stays empty and out of reach: the copies of its mounts are
 * locked in the new namespace, and the job has no capability and no mount or umount2 call. A
 * mount that already has the bound (the Python zygote mounts its runs' own) is left as it is.
 * Returns 0, or -1 with errno set and the mount in *failed.
 */
static int bound_mounts(unsigned long long inodes, const char **failed) {
  int isolated = 0;
  char cwd[PATH_MAX];
  if (!getcwd(cwd, sizeof cwd)) return -1;
  for (int i = 0; i < mount_count; i++) {
    struct statvfs st;
    struct stat info;
    *failed = mounts[i];
    if (statvfs(mounts[i], &st) != 0 || stat(mounts[i], &info) != 0) return -1;
    if (st.f_files > 0 && st.f_files <= inodes) continue;
    if (!isolated) {
      if (unshare(CLONE_NEWNS) != 0 || mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) return -1;
      isolated = 1;
    }
    unsigned long flags = 0;
    if (st.f_flag & ST_NOSUID) flags |= MS_NOSUID;
    if (st.f_flag & ST_NODEV) flags |= MS_NODEV;
    if (st.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
    char options[160];
    snprintf(options, sizeof options, "mode=%o,uid=%u,gid=%u,size=%llu,nr_inodes=%llu", info.st_mode & 07777,
             (unsigned)info.st_uid, (unsigned)info.st_gid, (unsigned long long)st.f_blocks * st.f_frsize, inodes);
    if (mount("tmpfs", mounts[i], "tmpfs", flags, options) != 0) return -1;
  }
  /* The working folder may be one of them: enter the new mount there. */
  return isolated ? chdir(cwd) : 0;
}

/*
 * Drops every capability for good: the bounding set (while CAP_SETPCAP still allows it), the
 * ambient set, then the permitted, effective and inheritable sets. Returns -1 when a capability
 * is left in the bounding set (no CAP_SETPCAP to drop it).
 */
static int drop_capabilities(void) {
  int left = 0;
  for (int cap = 0; cap <= 63; cap++) {
    if (prctl(PR_CAPBSET_READ, cap, 0, 0, 0) != 1) continue; /* not held, or no such capability */
    if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0) left = 1;
  }
  prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
  struct __user_cap_header_struct header = {.version = _LINUX_CAPABILITY_VERSION_3, .pid = 0};
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  if (syscall(SYS_capset, &header, data) != 0) return -1;
  if (left) errno = EPERM;
  return left ? -1 : 0;
}

/* Empties the helper's own command line and environment (read by anyone through /proc/N/cmdline
 * and, for a dumpable process of the same uid, /proc/N/environ). Called after the job was forked. */
static void hide_self(int argc, char **argv) {
  extern char **environ;
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  for (int i = 0; i < argc; i++) memset(argv[i], 0, strlen(argv[i]));
  for (char **env = environ; env && *env; env++) memset(*env, 0, strlen(*env));
}

static volatile sig_atomic_t forward_to = 0;
static void forward_signal(int sig) {
  if (forward_to > 0) kill(forward_to, sig);
}

/* -I: runs the command as a child, reaps every process re-parented here, exits with its status. */
static int run_init(char **command) {
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  pid_t child = fork();
  if (child < 0) return 125;
  if (child == 0) {
    execvp(command[0], command);
    perror("sandbox-helper: exec");
    _exit(127);
  }
  forward_to = child;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = forward_signal;
  sigaction(SIGTERM, &action, NULL);
  sigaction(SIGINT, &action, NULL);
  sigaction(SIGHUP, &action, NULL);
  for (;;) {
    int status;
    pid_t pid = waitpid(-1, &status, 0);
    if (pid < 0) {
      if (errno == EINTR) continue;
      return 0;
    }
    if (pid == child) {
      /* the launcher is gone: its orphans are reaped on the way out */
      while (waitpid(-1, NULL, WNOHANG) > 0) {
      }
      return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    }
  }
}

/*
 * What a program that embeds the helper (python-zygote.c) may change: how the job starts in the
 * forked child (in this process instead of exec, when it can), what the parent does once the job
 * is forked, how it waits between two looks at the job (relaying the job's output meanwhile),
 * and where the report goes. Here: exec, nothing, sleep until a child changes, the report fd.
 */
#ifndef HELPER_HOOKS
static void job_in_process(char **command) { (void)command; }
static void job_started(void) {}
/* Returns 1 when the job must be stopped (its reader went away). */
static int wait_for_event(const sigset_t *chld, long poll_us) {
  struct timespec wait = {.tv_sec = 0, .tv_nsec = poll_us * 1000};
  sigtimedwait(chld, NULL, &wait);
  return 0;
}
static void job_finished(int report_fd, const char *report) {
  if (report_fd >= 0 && write(report_fd, report, strlen(report)) < 0) {
  }
}
#endif

static void kill_job(int whole_ns) {
  if (whole_ns) {
    kill(-1, SIGKILL); /* everything in the namespace but pid 1 and the helper */
  } else {
    long long ignored_ticks, ignored_pages;
    scan(0, 1, &ignored_ticks, &ignored_pages);
  }
}

/* The largest job message a prepared sandbox accepts (options, command line and environment). */
#define MAX_MESSAGE (1 << 20)

/* Parses a job message (see -W above) of `len` bytes in `buf` into a new argv and a fresh
 * environment. Returns the new argc, or -1 when the message is malformed. */
static int parse_job(char *buf, size_t len, char ***argv_out) {
  if (len == 0 || buf[len - 1] != 0) return -1;
  size_t count = 0;
  for (size_t i = 0; i < len; i++)
    if (buf[i] == 0) count++;
  char **args = calloc(count + 2, sizeof(char *));
  if (!args) return -1;
  int argc = 0;
  args[argc++] = strdup("sandbox-helper"); /* writable: hide_self wipes it */
  size_t at = 0;
  while (at < len && buf[at] != 0) {
    args[argc++] = buf + at;
    at += strlen(buf + at) + 1;
  }
  if (at >= len) return -1; /* no empty string after the arguments */
  at++;
  if (clearenv() != 0) return -1;
  while (at < len) {
    if (strchr(buf + at, '=') && putenv(buf + at) != 0) return -1;
    at += strlen(buf + at) + 1;
  }
  args[argc] = NULL;
  /* the job's own options: never another wait, exec or init mode */
  for (int i = 1; i < argc && strcmp(args[i], "--") != 0; i++)
    if (strcmp(args[i], "-W") == 0 || strcmp(args[i], "-x") == 0 || strcmp(args[i], "-I") == 0) return -1;
  *argv_out = args;
  return argc;
}

/* -W: says "R" on fd, then reads the job message from it until the writer closes it. */
static int read_job(int fd, char ***argv_out) {
  if (write(fd, "R", 1) < 0) { /* a plain pipe: the launcher just cannot tell when it is ready */
  }
  char *buf = malloc(MAX_MESSAGE + 1);
  if (!buf) return -1;
  size_t len = 0;
  for (;;) {
    ssize_t n = read(fd, buf + len, MAX_MESSAGE - len);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    len += (size_t)n;
    if (len == MAX_MESSAGE) return -1;
  }
  close(fd);
  return parse_job(buf, len, argv_out);
}

int main(int argc, char **argv) {
  int first_argc = argc;
  char **first_argv = argv;
  if ((argc == 3 || argc == 4) && strcmp(argv[1], "-W") == 0) {
    char **job_argv;
    int job_argc = read_job(atoi(argv[2]), &job_argv);
    if (job_argc < 0) return 125;
    if (argc == 4) {
      int out = atoi(argv[3]);
      if (out <= 2 || dup2(out, 1) < 0 || dup2(out + 1, 2) < 0) return 125;
      close(out);
      close(out + 1);
    }
    argc = job_argc;
    argv = job_argv;
  }
  long long cpu_ms = 0, wall_ms = 0, rss_limit_kb = 0;
  unsigned long long as = 0, fsize = 0, stack = 0, nofile = 0, nproc = 0, inodes = 0;
  int report_fd = -1, whole_ns = 0, filter = 0, exec_only = 0, new_netns = 0, init = 0, opt;
  long uid = -1, gid = -1;
  const char *cgroup_procs = NULL;
  while ((opt = getopt(argc, argv, "+t:w:m:a:f:n:p:s:r:kSxIEc:U:G:M:i:")) != -1) {
    switch (opt) {
      case 't': cpu_ms = atoll(optarg); break;
      case 'w': wall_ms = atoll(optarg); break;
      case 'm': rss_limit_kb = atoll(optarg); break;
      case 'a': as = strtoull(optarg, NULL, 10); break;
      case 'f': fsize = strtoull(optarg, NULL, 10); break;
      case 'n': nofile = strtoull(optarg, NULL, 10); break;
      case 'p': nproc = strtoull(optarg, NULL, 10); break;
      case 's': stack = strcmp(optarg, "unlimited") == 0 ? RLIM_INFINITY : strtoull(optarg, NULL, 10); break;
      case 'r': report_fd = atoi(optarg); break;
      case 'k': whole_ns = 1; break;
      case 'S': filter = 1; break;
      case 'x': exec_only = 1; break;
      case 'I': init = 1; break;
      case 'M':
        if (mount_count < MAX_MOUNTS) mounts[mount_count++] = strdup(optarg);
        break;
      case 'i': inodes = strtoull(optarg, NULL, 10); break;
      case 'E': new_netns = 1; break;
      case 'c': cgroup_procs = optarg; break;
      case 'U': uid = atol(optarg); break;
      case 'G': gid = atol(optarg); break;
      default: return 125;
    }
  }
  if (optind >= argc) {
    fprintf(stderr, "sandbox-helper: no command\n");
    return 125;
  }
  if (exec_only || init) {
    if (new_netns && unshare(CLONE_NEWNET) != 0) {
      perror("sandbox-helper: cannot create a network namespace");
      return 125;
    }
    if (cgroup_procs) {
      int fd = open(cgroup_procs, O_WRONLY | O_CLOEXEC);
      if (fd < 0 || write(fd, "0\n", 2) != 2) {
        perror("sandbox-helper: cannot join cgroup");
        return 125;
      }
      close(fd);
    }
    if (gid >= 0 && (setgroups(0, NULL) != 0 || setgid((gid_t)gid) != 0)) return 125;
    if (uid >= 0 && setuid((uid_t)uid) != 0) return 125;
    if (init) return run_init(argv + optind);
    execvp(argv[optind], argv + optind);
    perror("sandbox-helper: exec");
    return 127;
  }
  if (report_fd >= 0) fcntl(report_fd, F_SETFD, FD_CLOEXEC);
  const char *failed = NULL;
  if (inodes > 0 && bound_mounts(inodes, &failed) != 0) {
    fprintf(stderr, "sandbox-helper: cannot bound the files of %s: %s\n", failed, strerror(errno));
    return 125;
  }
  /* pid 1 of a sandbox: whatever bwrap left it for the step above, neither it nor the job keeps. */
  if (whole_ns && drop_capabilities() != 0) {
    fprintf(stderr, "sandbox-helper: cannot drop capabilities: %s\n", strerror(errno));
    return 125;
  }
  /* Outside a namespace the job is this process group: make sure it is ours alone, or killing
   * the job would take the caller's group (a shell, the server) with it. */
  if (!whole_ns && getpgrp() != getpid() && setpgid(0, 0) != 0) return 125;
  /* Orphans of the job are re-parented here, so their CPU time is counted and they are reaped. */
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  sigset_t chld, old;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, &old);

  int exec_pipe[2];
  if (pipe2(exec_pipe, O_CLOEXEC) != 0) return 125;
  long long started = now_us();
  pid_t child = fork();
  if (child < 0) return 125;
  if (child == 0) {
    sigprocmask(SIG_SETMASK, &old, NULL);
    set_limit(RLIMIT_CORE, 0, 0);
    if (cpu_ms > 0) {
      unsigned long long secs = (unsigned long long)((cpu_ms + 999) / 1000) + 1;
      set_limit(RLIMIT_CPU, secs, secs + 1);
    }
    if (as) set_limit(RLIMIT_AS, as, as);
    if (fsize) set_limit(RLIMIT_FSIZE, fsize, fsize);
    if (nofile) set_limit(RLIMIT_NOFILE, nofile, nofile);
    if (stack == RLIM_INFINITY) {
      /* As large as the host allows (its hard limit; unlimited on a usual host). */
      struct rlimit current;
      if (getrlimit(RLIMIT_STACK, &current) == 0) set_limit(RLIMIT_STACK, current.rlim_max, current.rlim_max);
    } else if (stack) {
      set_limit(RLIMIT_STACK, stack, stack);
    }
    if (nproc) set_limit(RLIMIT_NPROC, nproc, nproc);
    set_limit(RLIMIT_MSGQUEUE, 0, 0); /* POSIX message queues: kernel memory outside every other limit */
    if (filter && install_filter() != 0) {
      int err = errno ? errno : ENOSYS;
      if (write(exec_pipe[1], &err, sizeof err) < 0) _exit(126);
      _exit(126);
    }
    job_in_process(argv + optind); /* returns when the job is not one it can start in-process */
    execvp(argv[optind], argv + optind);
    int err = errno;
    if (write(exec_pipe[1], &err, sizeof err) < 0) _exit(127);
    _exit(127);
  }
  close(exec_pipe[1]);
  job_started();
  hide_self(argc, argv);
  if (first_argv != argv) hide_self(first_argc, first_argv); /* the prepared mode's own "-W fd" */
  int exec_errno = 0;
  if (read(exec_pipe[0], &exec_errno, sizeof exec_errno) != sizeof exec_errno) exec_errno = 0;
  close(exec_pipe[0]);

  long ticks_per_sec = sysconf(_SC_CLK_TCK);
  long page_kb = sysconf(_SC_PAGESIZE) / 1024;
  long long peak_rss_kb = 0, cpu_us = 0;
  const char *limit = "none";
  int status = 0, child_done = 0;
  struct rusage usage;
  /* Poll fast at first so short programs are measured, then settle at 10 ms. */
  long poll_us = 2000;
  while (!child_done) {
    int stop = wait_for_event(&chld, poll_us);
    if (poll_us < 10000) poll_us += 2000;
    pid_t pid;
    int st;
    while ((pid = waitpid(-1, &st, WNOHANG)) > 0) {
      if (pid == child) {
        status = st;
        child_done = 1;
      }
    }
    if (child_done) break;
    if (stop) {
      kill_job(whole_ns);
      continue;
    }
    long long ticks, pages;
    scan(whole_ns, 0, &ticks, &pages);
    getrusage(RUSAGE_CHILDREN, &usage);
    long long reaped_us = (long long)usage.ru_utime.tv_sec * 1000000LL + usage.ru_utime.tv_usec +
                          (long long)usage.ru_stime.tv_sec * 1000000LL + usage.ru_stime.tv_usec;
    cpu_us = reaped_us + ticks * 1000000LL / ticks_per_sec;
    long long rss_kb = pages * page_kb + (rss_limit_kb > 0 ? mounts_kb() : 0);
    if (rss_kb > peak_rss_kb) peak_rss_kb = rss_kb;
    if (rss_limit_kb > 0 && rss_kb > rss_limit_kb) limit = "memory";
    else if (cpu_ms > 0 && cpu_us > cpu_ms * 1000LL) limit = "cpu";
    else if (wall_ms > 0 && now_us() - started > wall_ms * 1000LL) limit = "wall";
    else continue;
    kill_job(whole_ns);
  }
  long long wall_us = now_us() - started;
  /* The main process is gone: nothing it left behind may keep running or hold the output open. */
  kill_job(whole_ns);
  if (whole_ns) {
    while (waitpid(-1, NULL, 0) > 0 || errno == EINTR) {
    }
  } else {
    /* Outside a namespace a process may have left the group (setsid); never wait for it. */
    for (int round = 0; round < 50 && waitpid(-1, NULL, WNOHANG) >= 0; round++) usleep(1000);
  }
  getrusage(RUSAGE_CHILDREN, &usage);
  long long total_us = (long long)usage.ru_utime.tv_sec * 1000000LL + usage.ru_utime.tv_usec +
                       (long long)usage.ru_stime.tv_sec * 1000000LL + usage.ru_stime.tv_usec;
  if (total_us > cpu_us) cpu_us = total_us;
  if (usage.ru_maxrss > peak_rss_kb) peak_rss_kb = usage.ru_maxrss;
  if (cpu_ms > 0 && cpu_us > cpu_ms * 1000LL && strcmp(limit, "none") == 0) limit = "cpu";
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  int sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  char report[256];
  snprintf(report, sizeof report, "exit=%d signal=%d cpu_us=%lld wall_us=%lld rss_kb=%lld limit=%s exec_errno=%d\n",
           code, sig, cpu_us, wall_us, peak_rss_kb, limit, exec_errno);
  job_finished(report_fd, report);
  return 0;
}
