require 'socket'
server = TCPServer.new('127.0.0.1', 7000)
loop do
  Thread.start(server.accept) do |c|
    while (line = c.gets)
      c.puts line
    end
    c.close
  end
end
