// Bundles the CLI with esbuild into dist/: dist/proshop.mjs (the entry bin/proshop.mjs runs)
// and one chunk per lazily loaded command, so `proshop --help` parses only commander and the
// entry. Ink and React stay outside the bundle (loaded from node_modules, only by `proshop
// shop`). dist/inputs.json lists the source files that went in, so the launcher can tell when
// the bundle is stale.
//
// Files are written under temporary names and renamed, entry and inputs.json last, so a
// `proshop` started during a rebuild never loads half a bundle.
import { build } from "esbuild";
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const startedAt = Date.now();

/** The workspace's own TypeScript sources have no side effects on import: let esbuild drop what a command does not use. */
const workspaceSourcesArePure = {
  name: "workspace-sources-are-pure",
  setup(builder) {
    builder.onResolve({ filter: /^(\.|@proshop\/core$)/ }, async (args) => {
      if (args.pluginData?.resolving) return undefined;
      const resolved = await builder.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { resolving: true },
      });
      if (resolved.errors.length > 0 || !/[\\/]packages[\\/]core[\\/]src[\\/]/.test(resolved.path)) return undefined;
      return { path: resolved.path, sideEffects: false };
    });
  },
};

/** Effect's HTTP API serves Scalar and Swagger pages from lazily imported 5 MB assets; a client never serves them. */
const noDocumentationPages = {
  name: "no-documentation-pages",
  setup(builder) {
    builder.onResolve({ filter: /internal[\\/]httpApi(Scalar|Swagger)\.js$/ }, (args) => ({ path: args.path, namespace: "proshop-stub" }));
    builder.onLoad({ filter: /.*/, namespace: "proshop-stub" }, () => ({ contents: "export {};", loader: "js" }));
  },
};

const result = await build({
  absWorkingDir: root,
  entryPoints: { proshop: "src/bin.ts" },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  conditions: ["proshop-source"],
  external: ["ink", "ink-spinner", "ink-text-input", "react", "react/*", "react-dom", "react-devtools-core"],
  // Some bundled CommonJS modules call require(); give the ESM bundle one.
  banner: { js: 'import { createRequire as __proshopRequire } from "node:module"; const require = __proshopRequire(import.meta.url);' },
  jsx: "automatic",
  minify: true,
  legalComments: "none",
  chunkNames: "chunks/[name]-[hash]",
  outExtension: { ".js": ".mjs" },
  sourcemap: "linked",
  metafile: true,
  write: false,
  logLevel: "warning",
  plugins: [workspaceSourcesArePure, noDocumentationPages],
});

mkdirSync(join(dist, "chunks"), { recursive: true });
const written = new Set();
const entry = join(dist, "proshop.mjs");
const later = [];
for (const file of result.outputFiles) {
  written.add(file.path);
  if (file.path === entry || file.path === `${entry}.map`) later.push(file);
  else writeAtomically(file.path, file.contents);
}
for (const file of later) writeAtomically(file.path, file.contents);

const inputs = Object.keys(result.metafile.inputs)
  // Files only: not node_modules (the lockfile pins them) nor the stubs of plugin namespaces.
  .filter((input) => !input.includes("node_modules") && !/^[\w-]+:/.test(input))
  .map((input) => resolve(root, input));
writeAtomically(
  join(dist, "inputs.json"),
  JSON.stringify({ builtAt: startedAt, inputs: [...inputs, join(root, "scripts", "build.mjs"), join(root, "package.json")] }),
);

// Chunks of older builds: gone once no process started before could still load them.
for (const name of readdirSync(join(dist, "chunks"))) {
  const path = join(dist, "chunks", name);
  if (!written.has(path) && statSync(path).mtimeMs < startedAt - 10 * 60_000) rmSync(path, { force: true });
}

const bytes = result.outputFiles.filter((file) => file.path.endsWith(".mjs") || file.path.endsWith(".js")).reduce((sum, file) => sum + file.contents.length, 0);
console.error(`proshop: built ${relative(process.cwd(), entry) || entry} (${result.outputFiles.length} files, ${(bytes / 1024).toFixed(0)} KiB of JavaScript) in ${Date.now() - startedAt} ms`);

function writeAtomically(path, contents) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}
