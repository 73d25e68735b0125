lock "~> 3.19"
set :application, "shop"
set :repo_url, "git@github.com:#{ENV.fetch('GITHUB_ORG')}/shop.git"
set :deploy_to, "/var/www/shop"
set :linked_files, %w[config/master.key .env.production]
set :linked_dirs, %w[log tmp/pids tmp/cache public/system storage]
set :keep_releases, 5
set :ssh_options, { forward_agent: true, auth_methods: %w[publickey] }
