import { describe, expect, it } from "vitest";
import { DEFAULT_EDITOR_SETTINGS, parseEditorSettings } from "./editor-settings";

describe("parseEditorSettings", () => {
  it("reads what the settings dialog saved", () => {
    expect(parseEditorSettings(JSON.stringify({ fontSize: 18, tabSize: 4, keymap: "vim" }))).toEqual({
      fontSize: 18,
      tabSize: 4,
      keymap: "vim",
    });
    expect(parseEditorSettings(JSON.stringify({ fontSize: 12, tabSize: "auto", keymap: "emacs" }))).toEqual({
      fontSize: 12,
      tabSize: "auto",
      keymap: "emacs",
    });
  });

  it("falls back to the spec's defaults for nothing saved or broken JSON", () => {
    expect(parseEditorSettings(null)).toEqual(DEFAULT_EDITOR_SETTINGS);
    expect(parseEditorSettings("{not json")).toEqual(DEFAULT_EDITOR_SETTINGS);
    expect(parseEditorSettings("42")).toEqual(DEFAULT_EDITOR_SETTINGS);
    expect(DEFAULT_EDITOR_SETTINGS).toEqual({ fontSize: 14, tabSize: "auto", keymap: "standard" });
  });

  it("replaces each unknown value by its default and keeps the valid ones", () => {
    expect(parseEditorSettings(JSON.stringify({ fontSize: 99, tabSize: 3, keymap: "vim" }))).toEqual({
      fontSize: 14,
      tabSize: "auto",
      keymap: "vim",
    });
    expect(parseEditorSettings(JSON.stringify({ fontSize: "16", keymap: "nano" }))).toEqual(DEFAULT_EDITOR_SETTINGS);
  });
});
