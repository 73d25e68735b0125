require "json"
module FastJSON
  def self.parse(s) = JSON.parse(s)
end
