import { spawnSync } from 'child_process';
import path from 'path';

/**
 * Validates an OpenAPI document with @seriousme/openapi-schema-validator (the OpenAPI 3.0 JSON Schema,
 * then every `$ref` resolved). The package is ESM only, so it runs in a child Node process.
 */
const SCRIPT = `
import { Validator } from '@seriousme/openapi-schema-validator';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const validator = new Validator();
const result = await validator.validate(JSON.parse(input));
if (result.valid) {
  try { validator.resolveRefs(); } catch (error) { result.valid = false; result.errors = String(error); }
}
process.stdout.write(JSON.stringify({ ...result, version: validator.version }));
`;

export interface OpenApiValidation {
  valid: boolean;
  version?: string;
  errors?: unknown;
}

const appRoot = path.resolve(__dirname, '..', '..', '..', '..', '..', '..');

export function validateOpenApi(document: unknown): OpenApiValidation {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    cwd: appRoot,
    input: JSON.stringify(document),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`openapi-schema-validator failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as OpenApiValidation;
}
