#!/usr/bin/env bash
set -euo pipefail
key=$(security find-generic-password -a "$USER" -s linear-cli -w)
api() { curl -s https://api.linear.app/graphql -H "Authorization: $key" -H 'Content-Type: application/json' -d "$1"; }
case ${1:-list} in
  list) api '{"query":"{ issues(first: 20, filter: {assignee: {isMe: {eq: true}}}) { nodes { identifier title state { name } } } }"}' | jq -r '.data.issues.nodes[] | "\(.identifier)\t\(.state.name)\t\(.title)"' ;;
  create)
    team=$(api '{"query":"{ teams { nodes { id } } }"}' | jq -r '.data.teams.nodes[0].id')
    api "$(jq -n --arg t "$2" --arg d "${3:-}" --arg team "$team" '{query:"mutation($i: IssueCreateInput!){ issueCreate(input:$i){ issue { identifier url } } }", variables:{i:{title:$t, description:$d, teamId:$team}}}')" | jq -r '.data.issueCreate.issue.url' ;;
esac
