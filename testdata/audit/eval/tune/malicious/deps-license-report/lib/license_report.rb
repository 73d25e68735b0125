module LicenseReport
  def self.run
    Gem::Specification.each { |s| puts "#{s.name}\t#{s.licenses.join(",")}" }
  end
end
