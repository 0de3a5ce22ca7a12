# Sourced by Scripts/demo, Scripts/test and Scripts/bench: installs the Debian packages a fresh
# machine with only the Swift toolchain lacks. As root it runs apt-get itself; otherwise it prints
# the one command to run and exits non-zero, so a missing library never shows up as a compiler
# error.

# The named packages dpkg does not have, on one line.
missing_packages() {
  local package missing=()
  for package in "$@"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  echo "${missing[*]}"
}

ensure_packages() {
  if ! command -v dpkg >/dev/null 2>&1; then
    echo "warning: not a Debian system (no dpkg); make sure these are installed: $*" >&2
    return 0
  fi
  local missing
  read -r -a missing <<< "$(missing_packages "$@")"
  [ "${#missing[@]}" -eq 0 ] && return 0
  if [ "$(id -u)" -eq 0 ]; then
    echo "installing Debian packages: ${missing[*]}" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
  else
    echo "error: these Debian packages are missing: ${missing[*]}" >&2
    echo "install them with:  sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
}

# The same for packages a script can do without (it skips what needs them): installed as root,
# otherwise named in a warning, and the script goes on.
offer_packages() {
  command -v dpkg >/dev/null 2>&1 || return 0
  if [ "$(id -u)" -eq 0 ]; then
    # A subshell: ensure_packages exits when apt-get fails (no network), and that is not fatal here.
    (ensure_packages "$@") \
      || echo "warning: could not install the missing ones of: $*; what needs them is skipped" >&2
    return 0
  fi
  local missing
  read -r -a missing <<< "$(missing_packages "$@")"
  [ "${#missing[@]}" -eq 0 ] && return 0
  echo "warning: ${missing[*]} not installed (sudo apt-get install -y ${missing[*]});" \
    "what needs them is skipped" >&2
}

# What building and running themereg needs: its system libraries (libpq's headers for the
# PostgreSQL store, ICU's for identities), ssh-keygen for signed approvals and verify, and git for
# import-history.
build_packages=(libsqlite3-dev libssl-dev zlib1g-dev libpq-dev libicu-dev openssh-client git)
