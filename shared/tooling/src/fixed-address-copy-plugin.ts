import type { Compiler } from 'webpack';

const name = 'FixedAddressCopyPlugin';

/**
 * Writes the shell's entry script, which the build names by its content
 * (`chunks/main.<hash>.js`, immutable), once more as `main.js`: the address that does
 * not change with a build, for a page whose own build's script is gone (an older page
 * after a shell deploy, or one served beside origins of another build). Its source map
 * comment names the map beside the hashed file (docs/decisions/078).
 */
export class FixedAddressCopyPlugin {
  constructor(
    private readonly entry: string,
    private readonly fixedFile: string,
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      // After the real content hashes are in the names, before the copies compressed ahead are written.
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        const chunk = compilation.entrypoints.get(this.entry)?.getEntrypointChunk();
        const file = [...(chunk?.files ?? [])].find((candidate) => candidate.endsWith('.js'));
        const asset = file === undefined ? undefined : compilation.getAsset(file);
        if (file === undefined || asset === undefined) throw new Error(`${name}: the build has no script for the entry "${this.entry}"`);
        const folder = file.slice(0, file.lastIndexOf('/') + 1);
        const text = asset.source
          .source()
          .toString()
          .replace(/(\/\/# sourceMappingURL=)(\S+)\s*$/, `$1${folder}$2`);
        // Minimized already: the minimizer, which also sees assets added after its stage, would redo it and drop the comment.
        compilation.emitAsset(this.fixedFile, new sources.RawSource(text), { minimized: true });
      });
    });
  }
}
