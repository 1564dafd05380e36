import type { TTutorialCourse } from "@cp/contracts";
import { Atom, Braces, Coffee, FileCode2, FileType, Hash, Palette, Server, Terminal, Wind } from "lucide-react";
import { cn } from "@/lib/cn";

const ICONS: Record<TTutorialCourse, { icon: typeof Atom; className: string }> = {
  react: { icon: Atom, className: "bg-sky-500/12 text-sky-600 dark:text-sky-300" },
  javascript: { icon: Braces, className: "bg-yellow-500/15 text-yellow-700 dark:text-yellow-300" },
  java: { icon: Coffee, className: "bg-orange-500/12 text-orange-700 dark:text-orange-300" },
  nodejs: { icon: Server, className: "bg-green-500/12 text-green-700 dark:text-green-300" },
  html: { icon: FileCode2, className: "bg-red-500/12 text-red-700 dark:text-red-300" },
  css: { icon: Palette, className: "bg-blue-500/12 text-blue-700 dark:text-blue-300" },
  typescript: { icon: FileType, className: "bg-indigo-500/12 text-indigo-700 dark:text-indigo-300" },
  tailwind: { icon: Wind, className: "bg-cyan-500/12 text-cyan-700 dark:text-cyan-300" },
  python: { icon: Terminal, className: "bg-emerald-500/12 text-emerald-700 dark:text-emerald-300" },
  csharp: { icon: Hash, className: "bg-violet-500/12 text-violet-700 dark:text-violet-300" },
};

export function CourseIcon({ course, className }: { course: TTutorialCourse; className?: string }) {
  const { icon: Icon, className: tone } = ICONS[course];
  return (
    <span className={cn("grid size-11 shrink-0 place-items-center rounded-lg", tone, className)}>
      <Icon className="size-5" aria-hidden />
    </span>
  );
}
