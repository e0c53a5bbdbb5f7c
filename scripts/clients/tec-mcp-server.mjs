#!/usr/bin/env node
/**
 * A manual check with a real client of the original: drives The Events Calendar's own MCP server (the one AI
 * assistants use; it speaks `tec/v1` and WordPress's core routes) over stdio JSON-RPC against a running
 * calendar, tool call by tool call, and prints each outcome. Not part of `npm test`: the MCP server is not on
 * the npm registry; build it from its repository first (github.com/the-events-calendar/mcp-server:
 * `npm install && npm run build`).
 *
 *   npm run token -- --user mcp-editor --create-user        # prints user:application-password
 *   MCP_SERVER=/path/to/mcp-server/dist/index.js node scripts/clients/tec-mcp-server.mjs http://localhost:1337 mcp-editor '<password>'
 *
 * The same requests, as the MCP server sends them, are replayed in tests/api/tec/mcp-replay.test.ts.
 */
import { spawn } from 'node:child_process';
const [url, user, password] = process.argv.slice(2);
if (!process.env.MCP_SERVER || !password) {
  console.error('Usage: MCP_SERVER=<mcp-server/dist/index.js> node scripts/clients/tec-mcp-server.mjs <calendar URL> <user> <application password>');
  process.exit(2);
}
const child = spawn('node', [process.env.MCP_SERVER], { env: { ...process.env, WP_URL: url, WP_USERNAME: user, WP_APP_PASSWORD: password }, stdio: ['pipe', 'pipe', 'pipe'] });
let buffer = '';
const pending = new Map();
let stderr = '';
child.stderr.on('data', (d) => (stderr += d));
child.stdout.on('data', (data) => {
  buffer += data;
  let i;
  while ((i = buffer.indexOf('\n')) >= 0) {
    const line = buffer.slice(0, i);
    buffer = buffer.slice(i + 1);
    if (!line.trim()) continue;
    const msg = JSON.parse(line);
    if (msg.id !== undefined && pending.has(msg.id)) { pending.get(msg.id)(msg); pending.delete(msg.id); }
  }
});
child.on('exit', (code) => { console.log('MCP server exited', code, stderr.slice(-2000)); process.exit(1); });
let next = 1;
const rpc = (method, params) => new Promise((resolve) => { const id = next++; pending.set(id, resolve); child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id, method, params }) + '\n'); });
const call = async (name, args) => {
  const res = await rpc('tools/call', { name, arguments: args });
  const text = res.result?.content?.map((c) => c.text).join('\n') ?? JSON.stringify(res.error);
  const error = res.result?.isError || res.error;
  return { error: Boolean(error), text };
};
const results = [];
/** `expectError`: a call the original answers with an error too (a deleted record, tickets on a site without them). */
const step = async (label, name, args, check = () => true, expectError = false) => {
  const out = await call(name, args);
  let parsed; const start = out.text.search(/[\[{]/);
  try { parsed = JSON.parse(start >= 0 ? out.text.slice(start) : out.text); } catch { parsed = out.text; }
  const ok = expectError ? out.error : !out.error && check(parsed);
  results.push({ label, ok, error: out.error });
  console.log(`${ok ? 'OK  ' : 'FAIL'} ${label}: ${String(out.text).replace(/\s+/g, ' ').slice(0, 220)}`);
  return parsed;
};
const init = await rpc('initialize', { protocolVersion: '2024-11-05', capabilities: {}, clientInfo: { name: 'drive', version: '1' } });
console.log('initialize:', init.result?.serverInfo, init.error ?? '');
child.stdin.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) + '\n');
const tools = await rpc('tools/list', {});
console.log('tools:', tools.result?.tools?.map((t) => t.name).join(', '));
const R = 'tec-calendar-read-entities', W = 'tec-calendar-create-update-entities', D = 'tec-calendar-delete-entities';
await step('list events', R, { postType: 'event', per_page: 5 });
await step('list events by title desc', R, { postType: 'event', per_page: 10, order: 'desc', orderby: 'title' });
await step('search events', R, { postType: 'event', query: 'a' });
await step('events this month', R, { postType: 'event', eventFilters: { start_date: '2026-11-01', end_date: '2026-12-31' } });
await step('featured events', R, { postType: 'event', eventFilters: { featured: true } });
await step('list venues', R, { postType: 'venue' });
await step('list organizers', R, { postType: 'organizer' });
await step('draft events', R, { postType: 'event', status: 'draft' });
const venue = await step('create venue', W, { postType: 'venue', data: { title: 'MCP Hall', address: 'Rua D 4', city: 'Lisboa', country: 'Portugal' } }, (v) => JSON.stringify(v).includes('MCP Hall'));
const venueId = (venue?.id ?? venue?.data?.id);
const organizer = await step('create organizer', W, { postType: 'organizer', data: { title: 'MCP Crew', email: 'crew@example.org' } }, (o) => JSON.stringify(o).includes('MCP Crew'));
const organizerId = (organizer?.id ?? organizer?.data?.id);
const event = await step('create event', W, { postType: 'event', data: { title: 'MCP Night', start_date: '2026-12-12 20:00:00', end_date: '2026-12-12 23:00:00', venues: [venueId], organizers: [organizerId], cost: '5' } }, (e) => JSON.stringify(e).includes('MCP Night'));
const eventId = (event?.id ?? event?.data?.id);
await step('read event', R, { postType: 'event', id: eventId }, (e) => JSON.stringify(e).includes('MCP Night') && JSON.stringify(e).includes('MCP Hall'));
await step('update event', W, { postType: 'event', id: eventId, data: { title: 'MCP Late Night', start_date: '2026-12-12 21:00:00', end_date: '2026-12-13 01:00:00' } }, (e) => JSON.stringify(e).includes('MCP Late Night'));
await step('events excluding it', R, { postType: 'event', exclude: [eventId] }, (l) => !JSON.stringify(l).includes('MCP Late Night'));
await step('events including it', R, { postType: 'event', include: [eventId] }, (l) => JSON.stringify(l).includes('MCP Late Night'));
await step('events at the venue', R, { postType: 'event', eventFilters: { venue: venueId } }, (l) => JSON.stringify(l).includes('MCP Late Night'));
await step('update venue', W, { postType: 'venue', id: venueId, data: { title: 'MCP Big Hall', city: 'Porto' } }, (v) => JSON.stringify(v).includes('MCP Big Hall'));
await step('trash event', D, { postType: 'event', id: eventId });
await step('delete event for good', D, { postType: 'event', id: eventId, force: true });
await step('read deleted event (an error, as on the original)', R, { postType: 'event', id: eventId }, () => true, true);
await step('delete venue', D, { postType: 'venue', id: venueId, force: true });
await step('delete organizer', D, { postType: 'organizer', id: organizerId });
await step('list tickets (an error: no tickets add-on here)', R, { postType: 'ticket' }, () => true, true);
const passed = results.filter((r) => r.ok).length;
console.log(`${passed}/${results.length} calls as expected`);
child.kill();
process.exit(passed === results.length ? 0 : 1);
