"""The operating system's walls around a student's process: bubblewrap and seccomp.

On Linux with ``bwrap`` (Debian's and Ubuntu's ``bubblewrap`` package, the sandbox
Flatpak uses; it works unprivileged), each student's process runs with:

- its own user, PID, network, IPC, UTS and cgroup namespaces (``--unshare-all``): it
  sees no other process (not the teacher's, not a classmate's), reaches no network,
  and no user namespace of its own (``--disable-userns``), with no capability;
- a file system of its own: read-only views of Python's installation, the virtual
  environment, the kit's package and the system's libraries, a fresh ``/proc`` (its
  own processes only), a minimal ``/dev`` and an empty private ``/tmp``; nothing of
  the class folder, of ``$HOME`` or of any other file;
- ``--die-with-parent`` (it ends with the teacher's process: a closed terminal, a
  restarted kernel) and ``--new-session`` (no terminal to write to);
- a seccomp filter (:func:`seccomp_program`, with libseccomp through PyPI's
  ``pyseccomp``) refusing what namespaces leave open: ``ptrace``,
  ``process_vm_readv/writev``, ``kill``/``tkill`` (a signal to any process),
  ``mknod``, ``setpriority``, ``sched_setaffinity`` and the scheduler's other knobs,
  ``ioprio_set``, ``flock`` and ``fcntl`` locks (two students could talk through
  locks on the kit's shared files), ``unshare``/``setns``/``mount``, ``bpf``,
  ``perf_event_open``, ``keyctl``, ``userfaultfd``.

Where ``bwrap`` is missing (or cannot start: a container forbidding namespaces), the
tournament runs each student's process with the audit-hook guard alone
(:mod:`.guard`) and its report says so: « protection réduite » / "reduced protection".
"""

from __future__ import annotations

import errno
import functools
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence

#: System calls the seccomp filter refuses (EPERM), whatever their arguments.
REFUSED_SYSCALLS = (
    "ptrace", "process_vm_readv", "process_vm_writev", "kill", "tkill",
    "pidfd_send_signal", "pidfd_open", "pidfd_getfd", "mknod", "mknodat", "setpriority",
    "sched_setaffinity", "sched_setscheduler", "sched_setparam", "sched_setattr",
    "ioprio_set", "flock", "unshare", "setns", "mount", "umount2", "pivot_root", "chroot",
    "bpf", "perf_event_open", "keyctl", "add_key", "request_key", "userfaultfd",
    "personality", "acct", "swapon", "swapoff", "reboot", "kexec_load", "init_module",
    "finit_module", "delete_module", "syslog", "quotactl",
)
#: ``fcntl`` commands refused: file locks (F_SETLK, F_SETLKW, F_OFD_SETLK, F_OFD_SETLKW).
REFUSED_FCNTL = (6, 7, 37, 38)
#: System folders a Python needs (read-only), when they exist.
SYSTEM_FOLDERS = ("/usr", "/lib", "/lib32", "/lib64", "/libx32", "/bin", "/sbin")
SYSTEM_FILES = ("/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/localtime")
#: Where the student's process starts, inside its sandbox (empty, private).
WORK_DIR = "/tmp"


@functools.cache
def bwrap_path() -> str | None:
    """The ``bwrap`` program, if this system has one that works here."""
    if not sys.platform.startswith("linux"):
        return None
    found = shutil.which("bwrap")
    if found is None:
        return None
    try:  # namespaces may be forbidden (some containers): try once
        done = subprocess.run([found, "--ro-bind", "/", "/", "--unshare-all", "--unshare-user",
                               "--die-with-parent", "--", "/bin/true"],
                              capture_output=True, timeout=20, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return found if done.returncode == 0 else None


@functools.cache
def seccomp_program() -> bytes | None:
    """The seccomp filter as a compiled BPF program for ``bwrap --seccomp``; None where
    libseccomp (or ``pyseccomp``) is missing."""
    try:
        import pyseccomp as seccomp
    except (ImportError, OSError):
        return None
    try:
        refuse = seccomp.ERRNO(errno.EPERM)
        program = seccomp.SyscallFilter(seccomp.ALLOW)
        for name in REFUSED_SYSCALLS:
            try:
                program.add_rule(refuse, name)
            except (RuntimeError, ValueError, OSError):
                continue  # a call this architecture does not have
        for command in REFUSED_FCNTL:
            program.add_rule(refuse, "fcntl", seccomp.Arg(1, seccomp.EQ, command))
        with tempfile.TemporaryFile() as out:
            program.export_bpf(out)
            out.seek(0)
            return out.read()
    except Exception:  # a libseccomp that cannot build it: no filter
        return None


def _folders(paths: Sequence[str]) -> list[str]:
    """Real folders, without those inside another of the list."""
    real = sorted({os.path.realpath(p) for p in paths if p and os.path.exists(p)})
    kept: list[str] = []
    for path in real:
        if not any(path == k or path.startswith(k.rstrip("/") + "/") for k in kept):
            kept.append(path)
    return kept


def python_folders() -> list[str]:
    """What the interpreter needs: its installation, the virtual environment, the
    folder of the executable."""
    return _folders([sys.base_prefix, sys.base_exec_prefix, sys.prefix, sys.exec_prefix,
                     os.path.dirname(os.path.realpath(sys.executable))])


def command(program: Sequence[str], kit: str, env: dict[str, str],
            seccomp_fd: int | None, hidden: Sequence[str] = ()) -> list[str]:
    """The ``bwrap`` command that runs ``program`` in a student's sandbox.

    ``kit`` is the kit's package folder (bound read-only at its own path), ``hidden``
    folders that must stay invisible even inside what is bound (the class folder, the
    teacher's home), each covered with an empty tmpfs."""
    bwrap = bwrap_path()
    assert bwrap is not None
    args = [bwrap, "--unshare-all", "--unshare-user", "--disable-userns", "--cap-drop", "ALL",
            "--die-with-parent", "--new-session", "--clearenv",
            "--tmpfs", "/tmp"]  # first: Python or the kit may live under /tmp
    for path in SYSTEM_FOLDERS:
        if os.path.islink(path):
            args += ["--symlink", os.readlink(path), path]
        elif os.path.isdir(path):
            args += ["--ro-bind", path, path]
    for path in SYSTEM_FILES:
        if os.path.exists(path):
            args += ["--ro-bind", path, path]
    bound = _folders([*python_folders(), kit])
    for path in bound:
        args += ["--ro-bind", path, path]
    args += ["--proc", "/proc", "--dev", "/dev"]
    for path in _folders(list(hidden)):
        if any(path.startswith(b.rstrip("/") + "/") for b in bound) and os.path.isdir(path):
            args += ["--tmpfs", path]
    for name, value in env.items():
        args += ["--setenv", name, value]
    if seccomp_fd is not None:
        args += ["--seccomp", str(seccomp_fd)]
    args += ["--chdir", WORK_DIR, "--", *program]
    return args


def seccomp_pipe() -> int | None:
    """A readable descriptor holding the filter (for one ``bwrap``), or None."""
    program = seccomp_program()
    if program is None:
        return None
    read_fd, write_fd = os.pipe()
    try:
        os.write(write_fd, program)  # a few hundred bytes: fits in the pipe
    finally:
        os.close(write_fd)
    return read_fd


__all__ = ["REFUSED_FCNTL", "REFUSED_SYSCALLS", "bwrap_path", "command", "python_folders",
           "seccomp_pipe", "seccomp_program"]
