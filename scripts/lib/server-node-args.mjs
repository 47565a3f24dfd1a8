// How Node runs the production server, wherever it is started (`npm start`, the bench, Lighthouse).
//
// A limit on the JavaScript heap: without one, V8 lets the heap grow towards its default of several
// gigabytes under load before collecting in earnest, and the server's resident memory grew with
// every kind of page it served (740 MB on PostgreSQL in the bench, against 488 MB with a limit of
// 256 MB and the same throughput; decision 0024). 320 MB leaves room above the heap the server uses
// under the signed-in bench (about 165–185 MB) for a streamed export or an admin's CSV at once.
export const SERVER_NODE_ARGS = ['--max-old-space-size=320'];
