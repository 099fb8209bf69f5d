import { describe, expect, test } from 'vitest'
import { combineRisk, RISK_LEVEL_FLOORS, riskLevel, type RiskIndicator } from './risk.ts'

const indicator = (code: string, weight: number): RiskIndicator => ({ code, label: code, weight, evidence: {} })

describe('combineRisk', () => {
	test('nothing found is a LOW 0', () => {
		expect(combineRisk([])).toEqual({ score: 0, level: 'LOW' })
	})

	test('one signal keeps its weight', () => {
		expect(combineRisk([indicator('A', 30)])).toEqual({ score: 30, level: 'MEDIUM' })
		expect(combineRisk([indicator('A', 15)])).toEqual({ score: 15, level: 'LOW' })
	})

	test('two medium signals make a high one', () => {
		expect(combineRisk([indicator('A', 30), indicator('B', 30)])).toEqual({ score: 51, level: 'HIGH' })
	})

	test('two strong signals make a critical one', () => {
		expect(combineRisk([indicator('A', 50), indicator('B', 50)])).toEqual({ score: 75, level: 'CRITICAL' })
	})

	test('never above 100, however many and however strong', () => {
		const many = Array.from({ length: 20 }, (_, i) => indicator(`C${i}`, 90))
		expect(combineRisk(many).score).toBe(100)
		expect(combineRisk([indicator('A', 250), indicator('B', -20)])).toEqual({ score: 100, level: 'CRITICAL' })
	})

	test('indicators sharing a code are one signal: the strongest counts', () => {
		expect(combineRisk([indicator('A', 15), indicator('A', 15), indicator('A', 30)]).score).toBe(30)
	})

	test('adding a signal never lowers the score', () => {
		for (const weight of [0, 5, 10, 25, 40, 60]) {
			expect(combineRisk([indicator('A', 35), indicator('B', weight)]).score).toBeGreaterThanOrEqual(35)
		}
	})
})

describe('riskLevel', () => {
	test('the floors are the first score of each level', () => {
		expect(riskLevel(RISK_LEVEL_FLOORS.MEDIUM - 1)).toBe('LOW')
		expect(riskLevel(RISK_LEVEL_FLOORS.MEDIUM)).toBe('MEDIUM')
		expect(riskLevel(RISK_LEVEL_FLOORS.HIGH - 1)).toBe('MEDIUM')
		expect(riskLevel(RISK_LEVEL_FLOORS.HIGH)).toBe('HIGH')
		expect(riskLevel(RISK_LEVEL_FLOORS.CRITICAL - 1)).toBe('HIGH')
		expect(riskLevel(RISK_LEVEL_FLOORS.CRITICAL)).toBe('CRITICAL')
		expect(riskLevel(100)).toBe('CRITICAL')
	})
})
