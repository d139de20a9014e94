"""JupyterHub for a school: the kit's choices for the hub, in one file.

- A JupyterHub installed by hand (``jupyterhub -f jupyterhub_config.py``, with the
  school's authenticator and spawner added), and benchmarks/bench_class.py, which loads
  it from a small config of its own (dummy authenticator, local process spawner,
  loopback ports).
- The Littlest JupyterHub has its own settings for the same choices (``tljh-config``,
  see the README's section for schools): do not copy this file there, its services
  would replace TLJH's own idle culler.
- Zero to JupyterHub: the same choices, written for Helm in values.yaml.

Students land in JupyterLab; a server left idle for an hour is stopped by
jupyterhub-idle-culler (a lesson lasts 55 min).
"""

import sys

c = get_config()  # noqa: F821 - JupyterHub's config loader defines it

#: JupyterLab, not the classic notebook; an nbgitpuller link opens its own page
c.Spawner.default_url = "/lab"
#: one student's server: room for a kernel with a game widget (about 72 MB measured,
#: benchmarks/bench_class.py), JupyterLab's server and a second notebook. Enforced by
#: spawners that can (TLJH's systemd spawner, Kubernetes); the local spawner ignores it.
c.Spawner.mem_limit = "1G"
#: a server that is not up within a minute is reported as failed, not waited for
c.Spawner.start_timeout = 60
c.Spawner.http_timeout = 60
#: a kernel idle for 30 min is shut down by the student's own server, even with its tab
#: open: jupyter_server_config.d/algunokit-hub.json, installed in the students'
#: environment by install-user-env.sh (so the image for Kubernetes has it too)

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
