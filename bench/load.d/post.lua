-- wrk script of bench/load: POSTs JSON bodies read from a file (one body a line), in turn.
-- Usage: wrk ... -s bench/load.d/post.lua http://127.0.0.1:PORT/api/score -- bench/load.d/score.jsonl
-- Each thread formats its requests once, in init, so that wrk spends its time sending them.

local requests = {}
local next_request = 1

function init(args)
  local file = assert(io.open(args[1], "r"), "cannot read the bodies file " .. tostring(args[1]))
  local headers = { ["Content-Type"] = "application/json", ["Accept"] = "application/json" }
  for line in file:lines() do
    if line:match("%S") then
      requests[#requests + 1] = wrk.format("POST", nil, headers, line)
    end
  end
  file:close()
  assert(#requests > 0, "no bodies in " .. args[1])
  -- Threads start at different bodies, so that together they send every body equally often.
  next_request = (id or 0) % #requests + 1
end

function setup(thread)
  thread_count = (thread_count or 0) + 1
  thread:set("id", thread_count)
end

function request()
  local r = requests[next_request]
  next_request = next_request % #requests + 1
  return r
end
