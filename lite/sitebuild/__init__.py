"""The steps of ``lite/build.py``, one job per module (see that file)."""
