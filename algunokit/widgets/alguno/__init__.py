"""Alg(un)o's widgets: its play widget, its hand and table views, the alternative builder,
the execution view, and the pure decisions they share (``logic``)."""
