export { seedDemoData, type SeedResult } from './seed-demo';
