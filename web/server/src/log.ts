import type { NextFunction, Request, Response } from 'express';

/** One line per request once it is answered: method, path, status, duration. */
export function requestLog(req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const path = req.originalUrl.split('?')[0];
    process.stdout.write(`${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms\n`);
  });
  next();
}
