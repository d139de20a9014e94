"""The guard of a student's process: what a strategy may not do during a tournament.

Installed in each student's process (:mod:`.student`) after the kit is loaded and
before the student's code runs, with :func:`sys.addaudithook`: Python calls the
hook before every sensitive operation, and a hook cannot be removed. The guard
refuses:

- writing, creating, renaming or deleting any file (``"write"``);
- reading a file or listing a folder other than Python's own library and the
  kit's own files (``"read"``): no classmate's file, no teacher's file;
- importing a module that is neither Python's library nor the kit (``"module"``),
  and the library's modules that start processes, open sockets or reach C code
  (``subprocess``, ``socket``, ``ctypes`` …);
- sockets (``"network"``); starting processes (``"process"``: ``subprocess``,
  ``os.system``, ``os.exec*``, ``os.fork``, ``posix_spawn``); signalling a process
  (``"kill"``); ``ctypes`` (``"ctypes"``); walking the interpreter's objects with
  ``gc.get_objects`` / ``get_referrers`` (``"gc"``); changing the process's limits
  (``"limits"``).

A refused action is not an exception the strategy could catch and go on: the
guard tells the teacher's process what was tried (``on_refused``) and ends the
student's process at once. The teacher's process then charges that student a
fault and starts the process again.

:func:`limit_process` adds the operating system's limits (Linux, and what macOS
honours): memory, CPU time, processes, open files, file size.

This is a guard against classroom mischief, not a sandbox for hostile code: a
container per student is (see ``docs/tournament.en.md``).
"""

from __future__ import annotations

import os
import sys
import sysconfig
import types
from collections.abc import Callable, Iterable

MB = 1024 * 1024

#: Audit events refused whatever their arguments, and the kind of fault each is.
REFUSED_EVENTS: dict[str, str] = {
    **dict.fromkeys(("os.remove", "os.rename", "os.mkdir", "os.rmdir", "os.link",
                     "os.symlink", "os.truncate", "os.chmod", "os.chown", "os.utime",
                     "os.chflags", "os.lchflags", "os.setxattr", "os.removexattr",
                     "shutil.copyfile", "shutil.copymode", "shutil.copystat",
                     "shutil.copytree", "shutil.rmtree", "shutil.move",
                     "shutil.make_archive", "shutil.unpack_archive", "sqlite3.connect",
                     "tempfile.mkstemp", "tempfile.mkdtemp"), "write"),
    **dict.fromkeys(("subprocess.Popen", "os.system", "os.exec", "os.posix_spawn",
                     "os.spawn", "os.fork", "os.forkpty", "os.startfile", "pty.spawn",
                     "os.add_dll_directory"), "process"),
    **dict.fromkeys(("os.kill", "os.killpg", "signal.pthread_kill", "os.pidfd_open"),
                    "kill"),
    **dict.fromkeys(("gc.get_objects", "gc.get_referrers", "gc.get_referents"), "gc"),
    **dict.fromkeys(("resource.setrlimit", "resource.prlimit"), "limits"),
}
#: Event families refused whole (the part before the first dot).
REFUSED_FAMILIES: dict[str, str] = {"socket": "network", "ctypes": "ctypes",
                                    "winreg": "write", "_winapi": "process",
                                    "msvcrt": "process", "webbrowser": "process"}
#: Library modules a strategy may not import, and why.
REFUSED_MODULES: dict[str, str] = {
    **dict.fromkeys(("subprocess", "_posixsubprocess", "multiprocessing", "_multiprocessing",
                     "pty", "concurrent", "_winapi", "msvcrt", "webbrowser"), "process"),
    **dict.fromkeys(("socket", "_socket", "ssl", "_ssl", "asyncio", "socketserver",
                     "http", "urllib", "ftplib", "smtplib", "poplib", "imaplib", "xmlrpc"),
                    "network"),
    **dict.fromkeys(("ctypes", "_ctypes"), "ctypes"),
    **dict.fromkeys(("sqlite3", "_sqlite3", "dbm", "_dbm", "_gdbm", "shelve", "mmap"),
                    "write"),
    **dict.fromkeys(("resource",), "limits"),
}
#: ``open`` flags that write (``os.O_*``; the ones a system lacks count as 0).
WRITE_FLAGS = (os.O_WRONLY | os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_TRUNC
               | getattr(os, "O_TMPFILE", 0))


def python_roots() -> tuple[str, ...]:
    """The folders of Python's own library (this environment's and its base's)."""
    roots = set()
    for scheme_vars in (None, {"base": sys.base_prefix, "platbase": sys.base_exec_prefix,
                               "installed_base": sys.base_prefix,
                               "installed_platbase": sys.base_exec_prefix}):
        paths = sysconfig.get_paths(vars=scheme_vars) if scheme_vars else sysconfig.get_paths()
        for key in ("stdlib", "platstdlib"):
            if paths.get(key):
                roots.add(os.path.realpath(paths[key]))
    base = os.path.realpath(sys.base_prefix)
    for entry in sys.path:  # the zipped library (python311.zip), lib-dynload
        real = os.path.realpath(entry) if entry else ""
        inside = any(_inside(real, root) for root in list(roots))
        if real and (inside or (real.endswith(".zip") and _inside(real, base))):
            roots.add(real)
    return tuple(sorted(roots))


def kit_root() -> str:
    """The folder of the kit's own package."""
    return os.path.realpath(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _inside(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


_REALPATH = os.path.realpath


def _real(path: object) -> str | None:
    """The absolute real path of an ``open``/listing argument; None for a file
    descriptor or anything else that is no path."""
    if isinstance(path, bytes):
        path = os.fsdecode(bytes.__getitem__(path, slice(None)))
    if not isinstance(path, str):
        return None
    # An exact str, whatever a subclass of str overrides (startswith, __eq__ …).
    return _REALPATH(str.__getitem__(path, slice(None)))


class Guard:
    """The audit hook: see the module docstring.

    ``readable``: folders whose files may be read (Python's and the kit's: never the
    class folder, whose path the student's process is not even told).
    ``on_refused(kind, detail)`` is called once, then the process ends with
    ``exit_code``.
    """

    def __init__(self, readable: Iterable[str], on_refused: Callable[[str, str], None],
                 exit_code: int = 3) -> None:
        self.readable = tuple(os.path.realpath(r) for r in readable)
        self.on_refused = on_refused
        self.exit_code = exit_code
        self.allowed_modules = frozenset(sys.stdlib_module_names) | {"algunokit"}
        self._refusing = False

    def may_read(self, path: str) -> bool:
        return any(_inside(path, r) for r in self.readable) or path == os.devnull

    def verdict(self, event: str, args: tuple[object, ...]) -> tuple[str, str] | None:
        """``(kind, detail)`` if ``event`` is refused, else None."""
        kind = REFUSED_EVENTS.get(event)
        if kind is not None:
            return kind, event
        family = event.partition(".")[0]
        if family in REFUSED_FAMILIES and "." in event:
            return REFUSED_FAMILIES[family], event
        if event == "open":
            path, mode, flags = (*args, None, None, None)[:3]
            writes = (isinstance(mode, str) and any(c in mode for c in "wax+")) or \
                (isinstance(flags, int) and flags & WRITE_FLAGS)
            real = _real(path)
            if writes:
                return "write", str(path)[:200]
            if real is None or not self.may_read(real):
                return "read", str(path)[:200]
            return None
        if event in ("os.listdir", "os.scandir", "glob.glob", "os.chdir"):
            path = args[0] if args else "."
            real = _real("." if path is None else path)
            if event == "glob.glob" or real is None or not self.may_read(real):
                return "read", str(path)[:200]
            return None
        if event == "object.__setattr__" and args and _the_guards(args[0]):
            return "patch", str(getattr(args[0], "__qualname__", "?"))[:80]
        if event == "import":
            name = str(args[0]) if args else ""
            top = name.partition(".")[0]
            if top in REFUSED_MODULES:
                return REFUSED_MODULES[top], name
            if top not in self.allowed_modules:
                return "module", name[:80]
        return None


def _the_guards(target: object) -> bool:
    """Whether ``target`` is a class or function of the tournament's own code (which a
    student's code may not change: ``Guard.verdict = …``)."""
    return isinstance(target, type | types.FunctionType) and \
        str(getattr(target, "__module__", "")).startswith("algunokit.tournaments")


class SandboxRefusal(PermissionError):
    """What a notebook's later cell meets when it tries what the guard refuses."""


def install(guard: Guard) -> Callable[[bool], None]:
    """Install ``guard`` as this process's audit hook, for good.

    The hook holds the guard's verdict as it is now (a later ``Guard.verdict = …``
    changes nothing). Returns ``soften(on)``: while on (a notebook's cells after its
    strategy exists), a refused action raises :class:`PermissionError` in the
    student's code instead of ending the process; the action is refused either way.
    """
    verdict = guard.verdict
    on_refused = guard.on_refused
    exit_code = guard.exit_code
    _exit = os._exit  # held here: a later ``os._exit = …`` changes nothing
    state = [False, False]  # [refusing, soft]

    def hook(event: str, args: tuple[object, ...]) -> None:
        if state[0]:
            return
        found = verdict(event, args)
        if found is None:
            return
        if state[1]:
            raise SandboxRefusal(found[0])
        state[0] = True
        try:
            on_refused(*found)
        finally:
            _exit(exit_code)

    def soften(on: bool) -> None:
        state[1] = bool(on)

    sys.addaudithook(hook)
    return soften


def limit_process(memory_mb: int, cpu_seconds: int, open_files: int = 64) -> bool:
    """The operating system's limits on this process (Linux; partly macOS).

    Memory: the address space now plus ``memory_mb`` (0: no memory limit); CPU
    time: ``cpu_seconds`` in all; no new process (not enforced for root: the guard
    refuses them anyway); ``open_files`` open at once; no file written (its size
    limit is 0). Returns whether the memory limit is in force.
    """
    try:
        import resource
        import signal
    except ImportError:  # Windows
        return False

    def cap(which: str, value: int) -> None:
        number = getattr(resource, which, None)
        if number is None:
            return
        try:
            _, hard = resource.getrlimit(number)
            if hard != resource.RLIM_INFINITY:
                value = min(value, hard)
            resource.setrlimit(number, (value, value if hard == resource.RLIM_INFINITY
                                        or value <= hard else hard))
        except (OSError, ValueError):
            pass

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write then fails, it does not kill
    cap("RLIMIT_FSIZE", 0)
    cap("RLIMIT_CORE", 0)
    cap("RLIMIT_NPROC", 0)
    cap("RLIMIT_NOFILE", open_files)
    if cpu_seconds > 0:
        cap("RLIMIT_CPU", cpu_seconds)
    if memory_mb <= 0 or not sys.platform.startswith("linux"):
        return False
    try:
        with open("/proc/self/statm") as statm:
            size = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        limit = size + memory_mb * MB
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (OSError, ValueError):
        return False
    return True


__all__ = ["REFUSED_EVENTS", "REFUSED_MODULES", "Guard", "install", "kit_root", "limit_process",
           "python_roots"]
