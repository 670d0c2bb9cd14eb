# make install [PREFIX=/usr/local] [DESTDIR=]: btnloc, its manual page and shell completions.
# make uninstall: removes them. Both are Scripts/install.sh, which says what it installs.
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: install uninstall

install:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" Scripts/install.sh

uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" Scripts/install.sh --uninstall
