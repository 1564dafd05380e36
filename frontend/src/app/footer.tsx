import { Link } from "react-router";
import { Brand, PRODUCT_NAME } from "./brand";

const COLUMNS = [
  {
    title: "Learn",
    links: [
      { to: "/tutorials", label: "Tutorials" },
      { to: "/quizzes", label: "Quizzes" },
      { to: "/compiler", label: "Online Compiler" },
    ],
  },
  {
    title: "Compete",
    links: [
      { to: "/challenges", label: "Challenges" },
      { to: "/leaderboard", label: "Leaderboard" },
      { to: "/dashboard", label: "Dashboard" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/#about", label: "About" },
      { to: "/#features", label: "Features" },
      { to: "/community", label: "Community" },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="border-t bg-card/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-xs">
          <Brand />
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
            Practise coding with curated challenges, guided tutorials and instant feedback on every run.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 grid gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded text-sm text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Built for people who learn by writing code.
        </p>
      </div>
    </footer>
  );
}
