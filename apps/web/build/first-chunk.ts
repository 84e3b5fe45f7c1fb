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

/**
 * Everything the page's entry imports statically (providers, guards, the sign-in page) goes out
 * as one file, `boot`: one request and one compression window instead of a dozen small preloads,
 * each with ~1 KB of response headers. Pages, the shell and languages keep chunks of their own.
 * What `earlyEntry` imports stays out of `boot`, so that entry never waits for it.
 */
export function firstChunk(earlyEntry: string): Rolldown.CodeSplittingOptions {
  let early: Set<string> | undefined;
  const inEarly = (id: string, graph: ModuleGraph) => {
    early ??= staticGraph(earlyEntry, graph);
    return early.has(id);
  };
  return {
    groups: [
      { priority: 1, name: (id, graph) => (inEarly(id, graph) ? 'early-start' : null) },
      { tags: ['$initial'], name: (id, graph) => (inEarly(id, graph) ? null : 'boot') },
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
