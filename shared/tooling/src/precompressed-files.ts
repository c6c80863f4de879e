import { constants, type BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import { compressedAhead, precompressedCopies } from './precompressed-copies';

const [brotli, gzip] = precompressedCopies;

/**
 * Every script and style written once more beside itself, compressed at build time
 * with the best settings (`<file>.br`: brotli at quality 11, `<file>.gz`: gzip at level
 * 9), which no server can afford per request. The servers send the copy the browser
 * accepts (docs/decisions/040); a file too small to gain keeps none.
 */
export const precompressedFiles = () => [
  new CompressionPlugin<BrotliOptions>({
    filename: `[path][base]${brotli.suffix}`,
    algorithm: 'brotliCompress',
    test: compressedAhead,
    compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
    threshold: 1024,
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    filename: `[path][base]${gzip.suffix}`,
    algorithm: 'gzip',
    test: compressedAhead,
    compressionOptions: { level: constants.Z_BEST_COMPRESSION },
    threshold: 1024,
    minRatio: 0.9,
  }),
];
