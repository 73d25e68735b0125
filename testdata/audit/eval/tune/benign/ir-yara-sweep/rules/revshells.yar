rule Shell_Reverse_OneLiners
{
    meta:
        description = "Common reverse-shell one-liners in scripts, cron entries or history"
    strings:
        $b1 = "bash -i >& /dev/tcp/" ascii
        $b2 = "0<&196;exec 196<>/dev/tcp/" ascii
        $n1 = "nc -e /bin/sh" ascii
        $n2 = "ncat --exec" ascii
        $p1 = "pty.spawn(\"/bin/bash\")" ascii
        $p2 = "socket.socket(socket.AF_INET,socket.SOCK_STREAM);s.connect((" ascii
        $ps = "New-Object System.Net.Sockets.TCPClient(" ascii nocase
        $mk = "mkfifo /tmp/" ascii
    condition:
        any of them
}
