#!/usr/bin/env ruby
require "net/http"
require "json"
require "uri"

repo, since_tag = ARGV
token = ENV.fetch("GITHUB_TOKEN") { abort "set GITHUB_TOKEN" }
http = Net::HTTP.new("api.github.com", 443)
http.use_ssl = true
get = lambda do |path|
  req = Net::HTTP::Get.new(path, "Authorization" => "Bearer #{token}", "Accept" => "application/vnd.github+json")
  JSON.parse(http.request(req).body)
end
since = get.call("/repos/#{repo}/git/refs/tags/#{since_tag}")
commit = get.call("/repos/#{repo}/git/commits/#{since["object"]["sha"]}")
q = URI.encode_www_form_component("repo:#{repo} is:pr is:merged merged:>#{commit["committer"]["date"]}")
prs = get.call("/search/issues?q=#{q}&per_page=100")["items"]
puts "## Unreleased", ""
prs.each { |pr| puts "- #{pr["title"]} (##{pr["number"]})" }
