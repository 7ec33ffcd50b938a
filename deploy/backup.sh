#!/bin/sh
# A dated backup of the site's store into BACKUP_DIR (default /var/backups/moveease), keeping
# the last KEEP_DAYS (14) days. Run daily by moveease-backup.timer, as the app's user, with the
# app's settings (DATA_DIR or DATABASE_URL) from /etc/moveease/site.env.
#   SQLite:     sqlite3's online backup: a consistent copy while the server runs (WAL mode).
#   PostgreSQL: pg_dump in its custom format (restore with pg_restore).
set -eu
backup_dir=${BACKUP_DIR:-/var/backups/moveease}
keep_days=${KEEP_DAYS:-14}
stamp=$(date +%F)
umask 077
mkdir -p "$backup_dir"

if [ -n "${DATABASE_URL:-}" ]; then
  target="$backup_dir/site-$stamp.pgdump"
  pg_dump --format=custom --no-owner --file="$target.part" "$DATABASE_URL"
else
  target="$backup_dir/site-$stamp.db"
  sqlite3 "${DATA_DIR:-./data}/site.db" ".backup '$target.part'"
  # A copy that does not read back whole is no backup.
  [ "$(sqlite3 "$target.part" 'pragma integrity_check')" = ok ]
fi
mv "$target.part" "$target"
find "$backup_dir" -maxdepth 1 -name 'site-*' -mtime +"$keep_days" -delete
echo "Backed up to $target"
