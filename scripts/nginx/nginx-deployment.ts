/** The running nginx a deploy rewrites files for: its binary, main config, prefix and pid file. */
export interface NginxDeployment {
  /** `NGINX_PATH`, else Debian's. */
  readonly binary: string;
  /** `NGINX_CONF`: the main config, the one that includes the generated `*.conf` by their absolute path; else Debian's. */
  readonly mainConfig: string;
  /** `NGINX_PREFIX`: the `-p` the running nginx was started with, where it was given one. */
  readonly prefix: string | null;
  /** `NGINX_PID`, else where Debian's nginx keeps it. */
  readonly pidFile: string;
}

const given = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

export const nginxDeploymentFromEnv = (env: NodeJS.ProcessEnv): NginxDeployment => ({
  binary: given(env.NGINX_PATH) ?? '/usr/sbin/nginx',
  mainConfig: given(env.NGINX_CONF) ?? '/etc/nginx/nginx.conf',
  prefix: given(env.NGINX_PREFIX),
  pidFile: given(env.NGINX_PID) ?? '/run/nginx.pid',
});
