/** `npm run serve`: serves the built site at http://127.0.0.1:$PORT/x/ (PORT defaults to 3000). */
import { createServer } from './server';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
createServer().listen(port, host, () => {
  console.log(`X Docs at http://${host}:${port}/x/`);
});
