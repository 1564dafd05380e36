/**
 * The React runtime of the live preview: the app's own React, bundled by Vite as a standalone
 * script (no CDN) and loaded by the sandboxed preview iframe, which cannot reach the app's
 * window. It exposes `React` and `ReactDOM` (createRoot and flushSync) as globals, as the
 * classic JSX runtime's `React.createElement` calls expect.
 */
import * as React from "react";
import { flushSync } from "react-dom";
import * as ReactDOMClient from "react-dom/client";

Object.assign(globalThis, { React, ReactDOM: { ...ReactDOMClient, flushSync } });
