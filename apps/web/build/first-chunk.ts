import type { Plugin, Rolldown } from 'vite';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

function staticGraph(root: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

type Entries = {
  /** The tiny second entry that fetches the visitor's language early. */
  early: string;
  /** The page's entry (main.tsx). */
  main: string;
  /** The modules the console's pages stand on, loaded lazily after sign-in (providers, shell). */
  console: string[];
};

/**
 * Everything the page's entry imports statically (router, guards, the sign-in page) goes out as
 * one file, `boot`: one request and one compression window instead of a dozen small preloads,
 * each with ~1 KB of response headers. What `early` imports stays out of `boot`, so that entry
 * never waits for it.
 *
 * The console after sign-in gets the same: everything its providers and shell import statically
 * (antd's core and the components the shell shows) and that `boot` does not have goes out as one
 * file, `console`, instead of some thirty. Pages and languages keep chunks of their own.
 */
export function firstChunk(entries: Entries): Rolldown.CodeSplittingOptions {
  let early: Set<string> | undefined;
  const inEarly = (id: string, graph: ModuleGraph) => {
    early ??= staticGraph(entries.early, graph);
    return early.has(id);
  };
  const consoleEntries = new Set(entries.console);
  return {
    groups: [
      { priority: 2, name: (id, graph) => (inEarly(id, graph) ? 'early-start' : null) },
      { priority: 1, tags: ['$initial'], name: (id, graph) => (inEarly(id, graph) ? null : 'boot') },
      // The group takes what these modules import (includeDependenciesRecursively), as the bundle
      // has it after tree-shaking: a walk of the import graph would follow antd's index into
      // every component it has.
      { name: (id) => (consoleEntries.has(id) ? 'console' : null) },
    ],
  };
}

/**
 * Puts the chunk of the build input `name` into the page as a script of its own, ahead of the
 * page's entry. Vite merges the page's own module scripts into one entry, which runs only when
 * all of it has arrived.
 */
export function earlyScript(name: string): Plugin {
  return {
    name: 'trace-early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === name);
        if (!chunk) throw new Error(`early script: no entry chunk named ${name}`);
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
