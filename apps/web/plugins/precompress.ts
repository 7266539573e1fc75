import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the server sends compressed; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * of the build, so the server sends them as they are instead of compressing on each request. A
 * sibling is kept only when it is smaller than the file itself.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = await listFiles(outDir);
      let written = 0;
      await Promise.all(
        files
          // .vite/ holds the build manifest, read by scripts, never served.
          .filter((f) => COMPRESSIBLE.test(f) && !f.includes(`${path.sep}.vite${path.sep}`))
          .map(async (file) => {
            const bytes = await readFile(file);
            const [br, gzipped] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < bytes.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
            written++;
          }),
      );
      config.logger.info(`precompress: .br and .gz beside ${written} files`);
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
