# Sourced by Scripts/test: a virtual environment under .build/ with the pinned Python tools the
# tests drive (Scripts/checks/requirements.txt), made or refreshed when the pins change. Prints
# nothing when it is up to date. The tests find it at .build/tools-python/bin/python3.
ensure_python_tools() {
  local venv=.build/tools-python requirements=Scripts/checks/requirements.txt
  local stamp="$venv/requirements.sha256" wanted
  wanted="$(sha256sum "$requirements" | cut -d' ' -f1)"
  if [ -x "$venv/bin/python3" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$wanted" ]; then
    return 0
  fi
  if ! python3 -m venv --help >/dev/null 2>&1 || ! python3 -c 'import ensurepip' >/dev/null 2>&1; then
    ensure_packages python3-venv python3-pip
  fi
  echo "installing the Python test tools into $venv" >&2
  rm -rf "$venv"
  mkdir -p .build
  python3 -m venv "$venv"
  "$venv/bin/python3" -m pip install --quiet --disable-pip-version-check -r "$requirements" >&2
  echo "$wanted" > "$stamp"
}
