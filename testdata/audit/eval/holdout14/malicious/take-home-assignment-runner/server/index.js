const express = require("express");
const app = express();
app.use(express.json());
let todos = [];
app.get("/api/todos", (req, res) => res.json(todos));
app.post("/api/todos", (req, res) => { todos.push({ id: Date.now(), ...req.body }); res.status(201).end(); });
app.listen(3001, () => console.log("api on 3001"));
