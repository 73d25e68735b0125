#!/usr/bin/env bash
# Анализ неудачных входов SSH на этом сервере. Только чтение.
LOG=/var/log/auth.log; [ -f "$LOG" ] || LOG=/var/log/secure
echo "== Топ IP с неудачными паролями =="
sudo grep "Failed password" "$LOG" | grep -oE 'from [0-9.]+' | awk '{print $2}' | sort | uniq -c | sort -rn | head -15
echo "== Несуществующие пользователи =="
sudo grep "Invalid user" "$LOG" | awk '{print $8}' | sort | uniq -c | sort -rn | head -10
echo "== Успешные входы =="
sudo grep "Accepted" "$LOG" | tail -10
