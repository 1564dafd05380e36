import { buildBwrapArgs, buildSystemView } from "./sandbox-view";

const view = await buildSystemView();
const args = buildBwrapArgs({
  systemView: view,
  binds: [],
  tmpfsBytes: 64 << 20,
  sizedTmpfs: true,
  helperPath: process.argv[2] as string,
  env: { PATH: "/usr/bin", HOME: "/box" },
  command: [
    "/sandbox/helper",
    "-r",
    "3",
    "-k",
    "-S",
    "-N",
    "5",
    "-t",
    "5000",
    "-w",
    "10000",
    "-m",
    "262144",
    "-f",
    "16777216",
    "-n",
    "256",
    "-p",
    "64",
    "--",
    "/bin/true",
  ],
});
console.log(args.map((a) => `'${a}'`).join(" "));
