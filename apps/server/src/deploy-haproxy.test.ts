import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clusterProxyConfig,
  parseShowStat,
  proxyServerStats,
  proxyTookBack,
  withStatsSocket,
} from '../../../scripts/haproxy.js';

/**
 * scripts/haproxy.ts, through which the cluster script, the failure and load-mix benches and
 * deploy-haproxy.db.test.ts write HAProxy's config and ask HAProxy how it sees the processes. The sample is HAProxy 2.6's own answer to `show stat` for
 * deploy/haproxy.cfg with three processes: one answering (UP, 5 requests sent to it), one
 * draining (NOLB) and one not listening (DOWN).
 */
const SHOW_STAT = [
  '# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,weight,act,bck,chkfail,chkdown,lastchg,downtime,qlimit,pid,iid,sid,throttle,lbtot,tracked,type,rate,rate_lim,rate_max,check_status,check_code,check_duration,hrsp_1xx,hrsp_2xx,hrsp_3xx,hrsp_4xx,hrsp_5xx,hrsp_other,hanafail,req_rate,req_rate_max,req_tot,cli_abrt,srv_abrt,comp_in,comp_out,comp_byp,comp_rsp,lastsess,last_chk,last_agt,qtime,ctime,rtime,ttime,agent_status,agent_code,agent_duration,check_desc,agent_desc,check_rise,check_fall,check_health,agent_rise,agent_fall,agent_health,addr,cookie,mode,algo,conn_rate,conn_rate_max,conn_tot,intercepted,dcon,dses,wrew,connect,reuse,cache_lookups,cache_hits,srv_icur,src_ilim,qtime_max,ctime_max,rtime_max,ttime_max,eint,idle_conn_cur,safe_conn_cur,used_conn_cur,need_conn_est,uweight,agg_server_status,agg_server_check_status,agg_check_status,-,ssl_sess,ssl_reused_sess,ssl_failed_handshake,h2_headers_rcvd,h2_data_rcvd,h2_settings_rcvd,h2_rst_stream_rcvd,h2_goaway_rcvd,h2_detected_conn_protocol_errors,h2_detected_strm_protocol_errors,h2_rst_stream_resp,h2_goaway_resp,h2_open_connections,h2_backend_open_streams,h2_total_connections,h2_backend_total_streams,h1_open_connections,h1_open_streams,h1_total_connections,h1_total_streams,h1_bytes_in,h1_bytes_out,h1_spliced_bytes_in,h1_spliced_bytes_out,',
  'worksphere,FRONTEND,,,0,2,9984,5,460,850,0,0,0,,,,,OPEN,,,,,,,,,1,2,0,,,,0,5,0,5,,,,0,5,0,0,0,0,,5,5,5,,,0,0,0,0,,,,,,,,,,,,,,,,,,,,,http,,5,5,5,0,0,0,0,,,0,0,,,,,,,0,,,,,,,,,-,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,5,5,445,905,0,0,',
  'worksphere_processes,worksphere1,0,0,0,1,10000,5,460,850,,0,,0,0,0,0,UP,1,1,0,1,1,5,1,,1,3,1,,5,,2,5,,5,L7OK,200,4,0,5,0,0,0,0,,,,5,0,0,,,,,0,,,0,0,1,1,,,,Layer7 check passed,,2,3,4,,,,127.0.0.1:49929,,http,,,,,,,,0,5,0,,,2,,0,0,3,3,0,2,0,0,1,1,,,,-,0,0,0,,,,,,,,,,,,,,,,,,,,,,',
  'worksphere_processes,worksphere2,0,0,0,0,10000,0,0,0,,0,,0,0,0,0,NOLB,1,1,0,0,0,6,0,,1,3,2,,0,,2,0,,0,L7OKC,503,6,0,0,0,0,0,0,,,,0,0,0,,,,,-1,HTTP check matched unwanted content,,0,0,0,0,,,,Layer7 check conditionally passed,,2,3,4,,,,127.0.0.1:47965,,http,,,,,,,,0,0,0,,,0,,0,0,0,0,0,0,0,0,1,1,,,,-,0,0,0,,,,,,,,,,,,,,,,,,,,,,',
  'worksphere_processes,worksphere3,0,0,0,0,10000,0,0,0,,0,,0,0,0,0,DOWN,1,1,0,1,1,6,6,,1,3,3,,0,,2,0,,0,L4CON,,0,0,0,0,0,0,0,,,,0,0,0,,,,,-1,Connection refused,,0,0,0,0,,,,Layer4 connection problem,,2,3,0,,,,127.0.0.1:47559,,http,,,,,,,,0,0,0,,,0,,0,0,0,0,0,0,0,0,1,1,,,,-,0,0,0,,,,,,,,,,,,,,,,,,,,,,',
  'worksphere_processes,BACKEND,0,0,0,1,999,5,460,850,0,0,,0,0,0,0,UP,1,1,0,,1,5,1,,1,3,0,,5,,1,5,,5,,,,0,5,0,0,0,0,,,,5,0,0,0,0,0,0,0,,,0,0,1,1,,,,,,,,,,,,,,http,leastconn,,,,,,,0,5,0,0,0,,,0,0,3,3,0,,,,,1,0,0,0,-,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,24,24,2723,921,0,0,',
  '',
  '',
].join('\n');

describe('parseShowStat', () => {
  it('reads each line of the answer by its column name', () => {
    const rows = parseShowStat(SHOW_STAT);
    expect(rows.map((row) => [row.pxname, row.svname, row.status, row.stot])).toEqual([
      ['worksphere', 'FRONTEND', 'OPEN', '5'],
      ['worksphere_processes', 'worksphere1', 'UP', '5'],
      ['worksphere_processes', 'worksphere2', 'NOLB', '0'],
      ['worksphere_processes', 'worksphere3', 'DOWN', '0'],
      ['worksphere_processes', 'BACKEND', 'UP', '5'],
    ]);
    // Every column of the header, named (the trailing comma names none).
    expect(Object.keys(rows[1]!)).toHaveLength(128);
    expect(rows.slice(1, 4).map((row) => row.check_status)).toEqual(['L7OK', 'L7OKC', 'L4CON']);
  });

  it('has no line for an empty answer', () => {
    expect(parseShowStat('')).toEqual([]);
  });
});

describe('proxyServerStats and proxyTookBack on a stats socket', () => {
  let dir: string | undefined;
  let server: net.Server | undefined;
  const asked: string[] = [];

  /** A socket that answers like HAProxy's runtime API: one command, the answer, closed. */
  async function fakeStatsSocket(answer: string): Promise<string> {
    dir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-haproxy-stats-'));
    const socketPath = path.join(dir, 'haproxy.sock');
    server = net.createServer((connection) => {
      connection.once('data', (command) => {
        asked.push(command.toString());
        connection.end(answer);
      });
    });
    await new Promise<void>((resolve) => server!.listen(socketPath, resolve));
    return socketPath;
  }

  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    if (dir) await rm(dir, { recursive: true, force: true });
    server = dir = undefined;
    asked.length = 0;
  });

  it('asks `show stat` and keeps the Worksphere processes, with status and sessions', async () => {
    const socketPath = await fakeStatsSocket(SHOW_STAT);
    const stats = await proxyServerStats(socketPath);
    expect(asked).toEqual(['show stat\n']);
    expect([...stats]).toEqual([
      ['worksphere1', { status: 'UP', sessions: 5 }],
      ['worksphere2', { status: 'NOLB', sessions: 0 }],
      ['worksphere3', { status: 'DOWN', sessions: 0 }],
    ]);
  });

  it('says a process is taken back only once it is UP', async () => {
    const socketPath = await fakeStatsSocket(SHOW_STAT);
    expect(await proxyTookBack(socketPath, 'worksphere1')).toBe(true);
    expect(await proxyTookBack(socketPath, 'worksphere2')).toBe(false);
    expect(await proxyTookBack(socketPath, 'worksphere3')).toBe(false);
  });

  it('fails to ask a socket nobody listens on, and then nothing is taken back', async () => {
    const missing = path.join(os.tmpdir(), `worksphere-no-haproxy-${process.pid}.sock`);
    await expect(proxyServerStats(missing)).rejects.toThrow(/ENOENT/);
    expect(await proxyTookBack(missing, 'worksphere1')).toBe(false);
  });
});

describe('clusterProxyConfig and withStatsSocket', () => {
  const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

  it("write deploy/haproxy.cfg with this run's port, its processes and a stats socket", async () => {
    const template = await readFile(path.join(repositoryRoot, 'deploy', 'haproxy.cfg'), 'utf8');
    const config = withStatsSocket(clusterProxyConfig(template, 18080, [18081, 18082]), '/s.sock');
    const lines = config.split('\n');
    expect(lines.filter((line) => /^\s+(bind|server|stats socket) /.test(line))).toEqual([
      '    stats socket /s.sock',
      '    bind *:18080',
      '    server worksphere1 127.0.0.1:18081 check',
      '    server worksphere2 127.0.0.1:18082 check',
    ]);
    expect(lines[lines.indexOf('global') + 1]).toBe('    stats socket /s.sock');
    // The servers end the backend, the file ends with one newline; everything else is kept.
    expect(config.endsWith('\n    server worksphere2 127.0.0.1:18082 check\n')).toBe(true);
    const kept = (text: string) =>
      text.split('\n').filter((line) => !/^\s+(bind|server|stats socket) /.test(line));
    expect(kept(config).join('\n').trimEnd()).toBe(kept(template).join('\n').trimEnd());
  });
});
