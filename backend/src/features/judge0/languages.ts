import { LANGUAGES, languageByKey, type TLanguageKey } from "@cp/contracts";
import type { LanguageStatus } from "../execution";
import { LANGUAGE_DEFINITIONS } from "../execution";

const KEY_OF_ID = new Map<number, TLanguageKey>(
  LANGUAGES.flatMap((language) => language.judge0Ids.map((id) => [id, language.key] as const)),
);

/** The language a Judge0 id stands for, or undefined when this server does not run it. */
export function languageOfId(id: number): TLanguageKey | undefined {
  return KEY_OF_ID.get(id);
}

export type Judge0Language = {
  id: number;
  key: TLanguageKey;
  name: string;
  current: boolean;
  compiled: boolean;
  source_file: string;
  compile_cmd: string | null;
  run_cmd: string;
};

/** "GCC 12.2.0", or "3.11.2" for Python (Judge0 does not repeat the language's own name). */
function versionLabel(status: LanguageStatus): string {
  const version = status.version ?? "unknown version";
  return version.startsWith(`${status.name} `) ? version.slice(status.name.length + 1) : version;
}

/**
 * Every Judge0 CE id of the languages this server runs (contracts' `judge0Ids`), each running on
 * this server's one toolchain for the language and named with that toolchain's real version. The
 * newest id of each language is the one `/languages` lists; the older ones are accepted, so
 * clients written against an older Judge0 keep working.
 */
export function judge0Languages(statuses: LanguageStatus[]): Judge0Language[] {
  const languages: Judge0Language[] = [];
  for (const status of statuses) {
    if (!status.available) continue;
    const definition = LANGUAGE_DEFINITIONS[status.key];
    const ids = languageByKey(status.key).judge0Ids;
    const limits = { memoryBytes: 256 * 1024 * 1024 };
    const compile = definition.compile ? `${definition.compile.argv(status.tools, limits).join(" ")} %s` : null;
    const run = definition.run(status.tools, { box: ".", app: "." }, limits).join(" ");
    for (const id of ids) {
      languages.push({
        id,
        key: status.key,
        name: `${status.name} (${versionLabel(status)})`,
        current: id === ids[0],
        compiled: definition.compile !== undefined,
        source_file: definition.sourceFile,
        compile_cmd: compile,
        run_cmd: run,
      });
    }
  }
  return languages.sort((a, b) => a.id - b.id);
}
