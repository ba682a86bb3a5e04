/**
 * The example finder and validator used by api-specs.test.ts: it must find
 * examples in every place OpenAPI allows them and reject the wrong ones.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {collectExamples, exampleValidator, toJsonSchemaDialect} from './lib/openapi-examples';

const doc31 = {
  openapi: '3.1.0',
  paths: {
    '/items/{id}': {
      get: {
        parameters: [{$ref: '#/components/parameters/Id'}],
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                schema: {$ref: '#/components/schemas/Item'},
                examples: {good: {value: {id: 1, name: 'chair'}}, bad: {value: {id: 'one'}}},
              },
            },
          },
          '429': {$ref: '#/components/responses/TooMany'},
        },
      },
    },
  },
  webhooks: {
    done: {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: {type: 'object', required: ['event'], properties: {event: {const: 'done'}}},
              example: {event: 'started'},
            },
          },
        },
      },
    },
  },
  components: {
    parameters: {Id: {name: 'id', in: 'path', schema: {type: 'integer', minimum: 1}, example: 0}},
    responses: {
      TooMany: {description: 'Slow down', headers: {'Retry-After': {schema: {type: 'integer'}, example: 'soon'}}},
    },
    schemas: {
      Item: {
        type: 'object',
        required: ['id'],
        properties: {
          id: {type: 'integer'},
          name: {type: ['string', 'null'], examples: ['chair', null, 3]},
          url: {type: 'string', format: 'uri', examples: ['not a url']},
        },
      },
    },
  },
};

describe('collectExamples', () => {
  const cases = collectExamples(doc31);
  const where = cases.map((c) => c.where).sort();

  it('finds media-type, parameter, header, webhook and schema examples', () => {
    assert.deepEqual(where, [
      '#/components/parameters/Id/example',
      '#/components/responses/TooMany/headers/Retry-After/example',
      '#/components/schemas/Item/properties/name/examples/0',
      '#/components/schemas/Item/properties/name/examples/1',
      '#/components/schemas/Item/properties/name/examples/2',
      '#/components/schemas/Item/properties/url/examples/0',
      '#/paths/~1items~1{id}/get/responses/200/content/application~1json/examples/bad',
      '#/paths/~1items~1{id}/get/responses/200/content/application~1json/examples/good',
      '#/webhooks/done/post/requestBody/content/application~1json/example',
    ]);
  });

  it('validates each example against its own schema, following $refs', () => {
    const validate = exampleValidator(doc31);
    const invalid = cases
      .filter((c) => validate(c.schemaPointer, c.value) !== null)
      .map((c) => c.where)
      .sort();
    assert.deepEqual(invalid, [
      '#/components/parameters/Id/example',
      '#/components/responses/TooMany/headers/Retry-After/example',
      '#/components/schemas/Item/properties/name/examples/2',
      '#/components/schemas/Item/properties/url/examples/0',
      '#/paths/~1items~1{id}/get/responses/200/content/application~1json/examples/bad',
      '#/webhooks/done/post/requestBody/content/application~1json/example',
    ]);
  });
});

describe('toJsonSchemaDialect', () => {
  it('turns OpenAPI 3.0 nullable and boolean exclusive bounds into JSON Schema 2020-12', () => {
    const converted = toJsonSchemaDialect({
      openapi: '3.0.3',
      components: {
        schemas: {
          A: {type: 'string', nullable: true, enum: ['x']},
          B: {type: 'number', minimum: 0, exclusiveMinimum: true},
        },
      },
    }) as {components: {schemas: Record<string, unknown>}};
    assert.deepEqual(converted.components.schemas.A, {type: ['string', 'null'], enum: ['x', null]});
    assert.deepEqual(converted.components.schemas.B, {type: 'number', exclusiveMinimum: 0});
  });

  it('leaves OpenAPI 3.1 documents alone', () => {
    const doc = {openapi: '3.1.0', components: {schemas: {A: {type: 'string', nullable: true}}}};
    assert.deepEqual(toJsonSchemaDialect(doc), doc);
  });

  it('makes a 3.0 null example valid only where the schema is nullable', () => {
    const doc30 = {
      openapi: '3.0.3',
      components: {schemas: {A: {type: 'string', nullable: true, example: null}, B: {type: 'string', example: null}}},
    };
    const validate = exampleValidator(doc30);
    const results = collectExamples(doc30).map((c) => [c.where, validate(c.schemaPointer, c.value) === null]);
    assert.deepEqual(results, [
      ['#/components/schemas/A/example', true],
      ['#/components/schemas/B/example', false],
    ]);
  });
});
