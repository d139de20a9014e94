"""JupyterHub for a school: the kit's settings, shared by every deployment of deploy/.

- The Littlest JupyterHub: copy this file to /opt/tljh/config/jupyterhub_config.d/
  (TLJH brings its own authenticator, its systemd spawner and the memory limit,
  ``tljh-config set limits.memory 1G``; see the README's section for schools).
- benchmarks/bench_class.py loads it from a small config of its own (dummy
  authenticator, local process spawner, loopback ports).
- Zero to JupyterHub: the same choices, written for Helm in values.yaml.

Students land in JupyterLab; a kernel left idle is shut down by the student's own
server, a server left idle is stopped by jupyterhub-idle-culler (a lesson lasts 55 min).
"""

import sys

c = get_config()  # noqa: F821 - JupyterHub's config loader defines it

#: JupyterLab, not the classic notebook; an nbgitpuller link opens its own page
c.Spawner.default_url = "/lab"
#: one student's server: room for a kernel with a game widget (about 60 MB measured,
#: benchmarks/bench_class.py), JupyterLab's server and a second notebook. Enforced by
#: spawners that can (TLJH's systemd spawner, Kubernetes); the local spawner ignores it.
c.Spawner.mem_limit = "1G"
#: a server that is not up within a minute is reported as failed, not waited for
c.Spawner.start_timeout = 60
c.Spawner.http_timeout = 60
#: a kernel idle for 30 min is shut down by the student's server (jupyter_server's
#: own culling), even while the browser tab stays open
c.Spawner.args = [
    "--MappingKernelManager.cull_idle_timeout=1800",
    "--MappingKernelManager.cull_interval=120",
    "--MappingKernelManager.cull_connected=True",
]

#: servers idle for an hour are stopped (jupyterhub-idle-culler, requirements-hub.txt)
c.JupyterHub.services = [
    {
        "name": "idle-culler",
        "command": [sys.executable, "-m", "jupyterhub_idle_culler", "--timeout=3600",
                    "--cull-every=300"],
    },
]
c.JupyterHub.load_roles = [
    {
        "name": "idle-culler",
        "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
        "services": ["idle-culler"],
    },
]
