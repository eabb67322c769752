/** Serves out/ on a free local port for the browser-based bench sections. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from '../server';

export async function serveOut(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer('out').listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
