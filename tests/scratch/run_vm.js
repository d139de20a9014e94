// Runs algunokit's .sb3 projects in the real Scratch VM, headless, in one process.
//
// Input (a JSON file named on the command line):
//   {"projects": [{"sb3": "<base64>", "runs": [{"lists": {"<list id>": [items]},
//                                               "random": [numbers]}], "save": bool,
//                  "edits": [{"op": "field" | "variable" | "move", ...}]}]}
//   (edits are made after the runs, before saving; see edit() below)
// Output (a JSON file named second; the VM logs warnings on stdout):
//   {"projects": [{"parser": "ok" | "<error>", "runs": [{"lists": {...}, "steps": n}],
//                  "saved": "<project.json saved by the VM>" | null}],
//    "timing": {"startup": s, "load": s, "run": s}}   (seconds: require, loadProject, runs)
//
// The VM is stepped by hand (runtime._step) with no renderer. Math.random is fed
// the numbers of each run, so the project's shuffle makes the same choices as the
// engine's Python generator did (see tests/code/test_sb3_vm.py).
'use strict';
const started = process.hrtime.bigint();
const fs = require('fs');
const VirtualMachine = require('scratch-vm');
const parser = require('scratch-parser');

const MAX_STEPS = 10000;

function parse (buffer) {
    return new Promise(resolve => {
        parser(buffer, false, (err, result) => resolve(err ? JSON.stringify(err) : 'ok'));
    });
}

// Changes made the way the Scratch editor makes them: through the VM's block
// container (the events Blockly sends when a block is dragged or a field typed in).
function edit (vm, edits) {
    const target = vm.runtime.targets.find(t => !t.isStage);
    const blocks = target.blocks;
    for (const change of edits) {
        if (change.op === 'field') { // type a number into an input's shadow
            const shadow = blocks.getBlock(blocks.getBlock(change.block).inputs[change.input].shadow);
            const name = Object.keys(shadow.fields)[0];
            blocks.changeBlock({element: 'field', id: shadow.id, name, value: change.value});
        } else if (change.op === 'variable') { // pick another variable in a reporter's menu
            const reporter = blocks.getBlock(change.block).inputs[change.input].block;
            const variable = vm.runtime.getTargetForStage().lookupVariableByNameAndType(change.name, '');
            blocks.changeBlock({element: 'field', id: reporter, name: 'VARIABLE', value: variable.id});
        } else if (change.op === 'move') { // drag a stack somewhere else
            blocks.moveBlock({id: change.block, oldParent: change.oldParent, oldInput: change.oldInput,
                newParent: change.newParent, newInput: change.newInput,
                newCoordinate: change.newParent ? undefined : {x: 900, y: 40}});
        }
    }
}

async function main () {
    const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
    const vm = new VirtualMachine();
    // No vm.start(): no timer runs. A step may work for up to 75% of this time,
    // and turbo mode never waits for a redraw (there is no renderer).
    vm.runtime.currentStepTime = 1000 / 30;
    vm.setTurboMode(true);
    const realRandom = Math.random;
    // Only 'pick random' blocks take the fed numbers (the VM uses Math.random for
    // its own bookkeeping too): wrap Scratch's own primitive, keep its arithmetic.
    let feed = [];
    let starved = false;
    let picking = false;
    const pickRandom = vm.runtime._primitives.operator_random;
    vm.runtime._primitives.operator_random = function (args, util) {
        picking = true;
        try {
            return pickRandom.call(this, args, util);
        } finally {
            picking = false;
        }
    };
    Math.random = () => {
        if (!picking) return realRandom();
        if (feed.length === 0) {
            starved = true;
            return realRandom();
        }
        return feed.shift();
    };
    const output = {projects: [], timing: {startup: 0, load: 0, run: 0}};
    const seconds = since => Number(process.hrtime.bigint() - since) / 1e9;
    output.timing.startup = seconds(started);
    for (const project of input.projects) {
        const buffer = Buffer.from(project.sb3, 'base64');
        const result = {parser: await parse(buffer), runs: [], saved: null};
        let clock = process.hrtime.bigint();
        await vm.loadProject(buffer);
        output.timing.load += seconds(clock);
        clock = process.hrtime.bigint();
        const stage = vm.runtime.getTargetForStage();
        for (const run of input.projects.length ? project.runs : []) {
            for (const [id, items] of Object.entries(run.lists)) {
                stage.lookupVariableById(id).value = items.slice();
            }
            feed = run.random.slice();
            starved = false;
            vm.greenFlag();
            let steps = 0;
            while (vm.runtime.threads.length > 0 && steps < MAX_STEPS) {
                vm.runtime._step();
                steps++;
            }
            const lists = {};
            for (const id of Object.keys(run.lists)) {
                lists[id] = stage.lookupVariableById(id).value.map(String);
            }
            result.runs.push({lists, steps, starved, unused: feed.length});
        }
        output.timing.run += seconds(clock);
        if (project.edits) edit(vm, project.edits);
        if (project.save) {
            result.saved = vm.toJSON();
            try {
                const blob = await vm.saveProjectSb3();
                const bytes = Buffer.from(await blob.arrayBuffer());
                result.savedSb3 = bytes.toString('base64');
            } catch (e) {
                result.saveError = String(e);
            }
        }
        output.projects.push(result);
    }
    fs.writeFileSync(process.argv[3], JSON.stringify(output));
}

main().catch(e => {
    process.stderr.write(String(e && e.stack || e));
    process.exit(1);
});
