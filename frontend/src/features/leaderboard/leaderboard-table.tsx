import { ArrowDown, ArrowUp, Flame, Medal, Sparkles, Trophy } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";
import type { TRankMove } from "./rank-changes";
import { useFlipRows } from "./use-flip-rows";

export type TLeaderboardRow = { key: string; username: string; points: number; solved: number; streak: number };

const RANK_ICON_CLASSES = ["text-amber-500", "text-slate-400", "text-orange-600 dark:text-orange-400"];
const RANK_LABELS = ["gold", "silver", "bronze"];

/** Gold, silver and bronze icons for ranks 1 to 3, the number for everyone else. */
export function RankCell({ rank }: { rank: number }) {
  const style = RANK_ICON_CLASSES[rank - 1];
  if (!style) return <span className="inline-block w-5 text-center font-medium text-muted-foreground">{rank}</span>;
  const Icon = rank === 1 ? Trophy : Medal;
  return (
    <span
      className="flex items-center"
      data-testid={`icon-rank-${rank}`}
      title={`Rank ${rank} (${RANK_LABELS[rank - 1]})`}
    >
      <Icon className={cn("size-5", style)} aria-hidden />
      <span className="sr-only">{rank}</span>
    </span>
  );
}

/** Initials of a username: "grace-hopper" → "GH", "linus.t" → "LT", "kenthompson" → "KE". */
export function initialsOf(username: string): string {
  const parts = username.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ""}${parts[1]?.[0] ?? ""}` : username.slice(0, 2);
  return letters.toUpperCase();
}

const MOVE_LABELS: Record<TRankMove, string> = {
  up: "moved up",
  down: "moved down",
  new: "new on the board",
  score: "scored",
};

/** An arrow beside the rank of a row that climbed, a spark for a newcomer or a new score in place. */
function MoveMarker({ move }: { move: TRankMove }) {
  const Icon = move === "up" ? ArrowUp : move === "down" ? ArrowDown : Sparkles;
  return (
    <span className={cn("animate-pop-in", move === "down" ? "text-muted-foreground" : "text-primary")}>
      <Icon className="size-3.5" aria-hidden />
      <span className="sr-only">{MOVE_LABELS[move]}</span>
    </span>
  );
}

/** Streak reads 'N days' (spec section 2; '1 day' in the singular), with a lit flame while it is alive. */
function StreakText({ streak }: { streak: number }) {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap tabular-nums">
      <Flame className={cn("size-3.5", streak > 0 ? "text-amber-500" : "text-muted-foreground/50")} aria-hidden />
      {streak} {streak === 1 ? "day" : "days"}
    </span>
  );
}

export type TLeaderboardTableProps = {
  /** Rows in rank order. */
  rows: readonly TLeaderboardRow[];
  caption?: string;
  /** The signed-in user's row, highlighted and marked "You". */
  currentKey?: string | null;
  /** Rows that changed on the latest live update: tinted for a moment and slid to their new place. */
  moves?: ReadonlyMap<string, TRankMove>;
};

/** The leaderboard table (Rank, Developer, Points, Solved, Streak); rows come ranked. */
export function LeaderboardTable({ rows, caption, currentKey, moves }: TLeaderboardTableProps) {
  const order = rows.map((row) => row.key).join("|");
  const rowRef = useFlipRows(order);
  const headCell = "px-3 py-3 font-medium sm:px-5";
  const cell = "px-3 py-3 sm:px-5 sm:py-3.5";
  // Below 640 px Solved and Streak fold under the name, so five columns fit a phone without scrolling.
  const wideOnly = "hidden sm:table-cell";
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b bg-muted/40 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={cn(headCell, "w-12 sm:w-20")}>
              Rank
            </th>
            <th scope="col" className={headCell}>
              Developer
            </th>
            <th scope="col" className={cn(headCell, "text-right")}>
              Points
            </th>
            <th scope="col" className={cn(headCell, wideOnly, "text-right")}>
              Solved
            </th>
            <th scope="col" className={cn(headCell, wideOnly, "text-right")}>
              Streak
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row, index) => {
            const move = moves?.get(row.key);
            const isCurrent = currentKey != null && row.key === currentKey;
            return (
              <tr
                key={row.key}
                ref={rowRef(row.key)}
                data-testid="leaderboard-row"
                data-user={row.username}
                data-current={isCurrent || undefined}
                data-moved={move}
                aria-current={isCurrent ? "true" : undefined}
                className={cn(
                  "relative transition-colors duration-700 hover:bg-muted/40",
                  isCurrent && "bg-primary/8 shadow-[inset_3px_0_0_var(--color-primary)]",
                  move && move !== "down" && "bg-primary/18 duration-150",
                  move === "down" && "bg-muted/60 duration-150",
                )}
              >
                <td className={cell}>
                  <span className="flex items-center gap-1.5">
                    <RankCell rank={index + 1} />
                    {move && <MoveMarker move={move} />}
                  </span>
                </td>
                <td className={cn(cell, "max-w-0 w-full")}>
                  <span className="flex min-w-0 items-center gap-3">
                    <span
                      aria-hidden
                      className={cn(
                        "grid size-8 shrink-0 place-items-center rounded-full text-xs font-semibold",
                        isCurrent ? "bg-primary text-primary-foreground" : "bg-secondary text-secondary-foreground",
                      )}
                    >
                      {initialsOf(row.username)}
                    </span>
                    <span className="min-w-0">
                      <span className="flex min-w-0 items-center gap-2">
                        <span className="truncate font-medium">{row.username}</span>
                        {isCurrent && (
                          <span className="shrink-0 rounded-full bg-primary/15 px-2 py-0.5 text-[11px] font-semibold text-primary">
                            You
                          </span>
                        )}
                      </span>
                      <span className="mt-0.5 flex items-center gap-2 text-xs text-muted-foreground sm:hidden">
                        <span>{row.solved} solved</span>
                        <span aria-hidden>·</span>
                        <StreakText streak={row.streak} />
                      </span>
                    </span>
                  </span>
                </td>
                <td className={cn(cell, "text-right font-semibold tabular-nums")}>{formatCount(row.points)}</td>
                <td className={cn(cell, wideOnly, "text-right tabular-nums")}>{row.solved}</td>
                <td className={cn(cell, wideOnly, "text-right")}>
                  <StreakText streak={row.streak} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
