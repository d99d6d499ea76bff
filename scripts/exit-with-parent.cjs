// Preloaded (`node --require`) into the processes `npm start` and the test stack start: when
// their parent dies without stopping them (killed, timed out), they are re-parented and exit
// too, so no Strapi, booking service or gateway is left running.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 1000).unref();
