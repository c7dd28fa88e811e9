// Generated from spec/openapi.yaml by scripts/build/generate.mjs. Do not edit: change the spec and run `npm run generate`.
// Compiled by Ajv 8.20.0 (standalone code) from the named schemas of the bundled spec.
// Each named schema is a handle { name, check }; RESULTS maps each operation whose success body
// the spec states to [check, what it is], per stated status.
function isDateTime(text) {
  const m = /^(\d{4})-(\d\d)-(\d\d)[Tt ](\d\d):(\d\d):(\d\d)(?:\.\d+)?(?:[Zz]|([+-])(\d\d):(\d\d))$/.exec(text);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = Number(m[6]);
  const offsetHour = m[8] ? Number(m[8]) : 0;
  const offsetMinute = m[9] ? Number(m[9]) : 0;
  // Day 0 of the next month is the last day of this one, leap years included (setUTCFullYear, unlike
  // Date.UTC, does not map the years 0 to 99 to 1900 to 1999).
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  const days = last.getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > days) return false;
  if (hour > 23 || minute > 59 || second > 60 || offsetHour > 23 || offsetMinute > 59) return false;
  if (second < 60) return true;
  const utc = hour * 60 + minute - (m[7] === "-" ? -1 : 1) * (offsetHour * 60 + offsetMinute);
  return ((utc % 1440) + 1440) % 1440 === 1439;
}
const schema6 = {
  $id: "https://escrow-api-sdk.invalid/schemas/ApiErrorBody",
  type: "object",
  required: ["code", "error"],
  properties: {
    code: { anyOf: [{ $ref: "https://escrow-api-sdk.invalid/schemas/KnownErrorCode" }, { type: "string" }] },
    error: { type: "string" },
  },
};
const schema7 = {
  $id: "https://escrow-api-sdk.invalid/schemas/KnownErrorCode",
  type: "string",
  enum: ["remainder_too_low"],
};
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/KnownErrorCode" */ let vErrors = null;
  let errors = 0;
  if (typeof data !== "string") {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(data === "remainder_too_low")) {
    const err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema7.enum } };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/ApiErrorBody" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.code === undefined) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "code" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.error === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "error" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.code !== undefined) {
      let data0 = data.code;
      const _errs2 = errors;
      let valid1 = false;
      const _errs3 = errors;
      if (
        !validate22(data0, {
          instancePath: instancePath + "/code",
          parentData: data,
          parentDataProperty: "code",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate22.errors.slice();
        else for (const e of validate22.errors) vErrors.push(e);
        errors = vErrors.length;
      }
      var _valid0 = _errs3 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const _errs4 = errors;
        if (typeof data0 !== "string") {
          const err2 = {
            instancePath: instancePath + "/code",
            schemaPath: "#/properties/code/anyOf/1/type",
            keyword: "type",
            params: { type: "string" },
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        var _valid0 = _errs4 === errors;
        valid1 = valid1 || _valid0;
      }
      if (!valid1) {
        const err3 = {
          instancePath: instancePath + "/code",
          schemaPath: "#/properties/code/anyOf",
          keyword: "anyOf",
          params: {},
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      } else {
        errors = _errs2;
        if (vErrors !== null) {
          if (_errs2) {
            vErrors.length = _errs2;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.error !== undefined) {
      if (typeof data.error !== "string") {
        const err4 = {
          instancePath: instancePath + "/error",
          schemaPath: "#/properties/error/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
const schema8 = {
  $id: "https://escrow-api-sdk.invalid/schemas/ComplaintCategory",
  type: "string",
  enum: ["item_not_received", "item_not_as_described", "other"],
};
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/ComplaintCategory" */ let vErrors = null;
  let errors = 0;
  if (typeof data !== "string") {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(data === "item_not_received" || data === "item_not_as_described" || data === "other")) {
    const err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema8.enum } };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate24.errors = vErrors;
  return errors === 0;
}
const schema9 = {
  $id: "https://escrow-api-sdk.invalid/schemas/DepositFeeMultiplier",
  type: "object",
  required: ["fee_multiplier"],
  properties: { fee_multiplier: { type: "number" } },
};
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/DepositFeeMultiplier" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.fee_multiplier === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "fee_multiplier" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.fee_multiplier !== undefined) {
      let data0 = data.fee_multiplier;
      if (!(typeof data0 == "number" && isFinite(data0))) {
        const err1 = {
          instancePath: instancePath + "/fee_multiplier",
          schemaPath: "#/properties/fee_multiplier/type",
          keyword: "type",
          params: { type: "number" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate25.errors = vErrors;
  return errors === 0;
}
const schema10 = {
  $id: "https://escrow-api-sdk.invalid/schemas/DepositPricing",
  type: "object",
  required: [
    "price",
    "price_extra",
    "charge",
    "charge_buyer_service",
    "charge_buyer_client",
    "charge_seller",
    "charge_seller_service",
    "charge_seller_client",
    "extra_processing_charge",
  ],
  properties: {
    price: { type: "integer", safeInteger: true },
    price_extra: { type: "integer", safeInteger: true },
    price_postage: { type: "integer", safeInteger: true },
    postage_bearer: { type: "string", enum: ["buyer", "seller", "client"] },
    charge: { type: "integer", safeInteger: true },
    charge_buyer_service: { type: "integer", safeInteger: true },
    charge_buyer_client: { type: "integer", safeInteger: true },
    charge_seller: { type: "integer", safeInteger: true },
    charge_seller_service: { type: "integer", safeInteger: true },
    charge_seller_client: { type: "integer", safeInteger: true },
    charge_international_payment: { type: "integer", safeInteger: true },
    extra_processing_charge: { type: "integer", safeInteger: true },
    postage_processing_charge: { type: "integer", safeInteger: true },
    deposit_fee_multiplier: { $ref: "https://escrow-api-sdk.invalid/schemas/DepositFeeMultiplier" },
  },
  dependentRequired: { postage_bearer: ["price_postage"] },
};
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/DepositPricing" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.price === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "price" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.price_extra === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "price_extra" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.charge === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "charge" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.charge_buyer_service === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "charge_buyer_service" },
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.charge_buyer_client === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "charge_buyer_client" },
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.charge_seller === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "charge_seller" },
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.charge_seller_service === undefined) {
      const err6 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "charge_seller_service" },
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.charge_seller_client === undefined) {
      const err7 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "charge_seller_client" },
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.extra_processing_charge === undefined) {
      const err8 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "extra_processing_charge" },
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.price !== undefined) {
      let data0 = data.price;
      if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err9 = {
          instancePath: instancePath + "/price",
          schemaPath: "#/properties/price/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (Number.isInteger(data0) && !Number.isSafeInteger(data0)) {
          const err10 = {
            instancePath: instancePath + "/price",
            schemaPath: "#/properties/price/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.price_extra !== undefined) {
      let data1 = data.price_extra;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err11 = {
          instancePath: instancePath + "/price_extra",
          schemaPath: "#/properties/price_extra/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (Number.isInteger(data1) && !Number.isSafeInteger(data1)) {
          const err12 = {
            instancePath: instancePath + "/price_extra",
            schemaPath: "#/properties/price_extra/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.price_postage !== undefined) {
      let data2 = data.price_postage;
      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err13 = {
          instancePath: instancePath + "/price_postage",
          schemaPath: "#/properties/price_postage/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (Number.isInteger(data2) && !Number.isSafeInteger(data2)) {
          const err14 = {
            instancePath: instancePath + "/price_postage",
            schemaPath: "#/properties/price_postage/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.postage_bearer !== undefined) {
      let data3 = data.postage_bearer;
      if (typeof data3 !== "string") {
        const err15 = {
          instancePath: instancePath + "/postage_bearer",
          schemaPath: "#/properties/postage_bearer/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (!(data3 === "buyer" || data3 === "seller" || data3 === "client")) {
        const err16 = {
          instancePath: instancePath + "/postage_bearer",
          schemaPath: "#/properties/postage_bearer/enum",
          keyword: "enum",
          params: { allowedValues: schema10.properties.postage_bearer.enum },
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.charge !== undefined) {
      let data4 = data.charge;
      if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err17 = {
          instancePath: instancePath + "/charge",
          schemaPath: "#/properties/charge/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (Number.isInteger(data4) && !Number.isSafeInteger(data4)) {
          const err18 = {
            instancePath: instancePath + "/charge",
            schemaPath: "#/properties/charge/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.charge_buyer_service !== undefined) {
      let data5 = data.charge_buyer_service;
      if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err19 = {
          instancePath: instancePath + "/charge_buyer_service",
          schemaPath: "#/properties/charge_buyer_service/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (Number.isInteger(data5) && !Number.isSafeInteger(data5)) {
          const err20 = {
            instancePath: instancePath + "/charge_buyer_service",
            schemaPath: "#/properties/charge_buyer_service/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    if (data.charge_buyer_client !== undefined) {
      let data6 = data.charge_buyer_client;
      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err21 = {
          instancePath: instancePath + "/charge_buyer_client",
          schemaPath: "#/properties/charge_buyer_client/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (typeof data6 == "number" && isFinite(data6)) {
        if (Number.isInteger(data6) && !Number.isSafeInteger(data6)) {
          const err22 = {
            instancePath: instancePath + "/charge_buyer_client",
            schemaPath: "#/properties/charge_buyer_client/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
    }
    if (data.charge_seller !== undefined) {
      let data7 = data.charge_seller;
      if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
        const err23 = {
          instancePath: instancePath + "/charge_seller",
          schemaPath: "#/properties/charge_seller/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      if (typeof data7 == "number" && isFinite(data7)) {
        if (Number.isInteger(data7) && !Number.isSafeInteger(data7)) {
          const err24 = {
            instancePath: instancePath + "/charge_seller",
            schemaPath: "#/properties/charge_seller/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      }
    }
    if (data.charge_seller_service !== undefined) {
      let data8 = data.charge_seller_service;
      if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
        const err25 = {
          instancePath: instancePath + "/charge_seller_service",
          schemaPath: "#/properties/charge_seller_service/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      if (typeof data8 == "number" && isFinite(data8)) {
        if (Number.isInteger(data8) && !Number.isSafeInteger(data8)) {
          const err26 = {
            instancePath: instancePath + "/charge_seller_service",
            schemaPath: "#/properties/charge_seller_service/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      }
    }
    if (data.charge_seller_client !== undefined) {
      let data9 = data.charge_seller_client;
      if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err27 = {
          instancePath: instancePath + "/charge_seller_client",
          schemaPath: "#/properties/charge_seller_client/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      if (typeof data9 == "number" && isFinite(data9)) {
        if (Number.isInteger(data9) && !Number.isSafeInteger(data9)) {
          const err28 = {
            instancePath: instancePath + "/charge_seller_client",
            schemaPath: "#/properties/charge_seller_client/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      }
    }
    if (data.charge_international_payment !== undefined) {
      let data10 = data.charge_international_payment;
      if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10))) {
        const err29 = {
          instancePath: instancePath + "/charge_international_payment",
          schemaPath: "#/properties/charge_international_payment/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      if (typeof data10 == "number" && isFinite(data10)) {
        if (Number.isInteger(data10) && !Number.isSafeInteger(data10)) {
          const err30 = {
            instancePath: instancePath + "/charge_international_payment",
            schemaPath: "#/properties/charge_international_payment/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      }
    }
    if (data.extra_processing_charge !== undefined) {
      let data11 = data.extra_processing_charge;
      if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
        const err31 = {
          instancePath: instancePath + "/extra_processing_charge",
          schemaPath: "#/properties/extra_processing_charge/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      if (typeof data11 == "number" && isFinite(data11)) {
        if (Number.isInteger(data11) && !Number.isSafeInteger(data11)) {
          const err32 = {
            instancePath: instancePath + "/extra_processing_charge",
            schemaPath: "#/properties/extra_processing_charge/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
      }
    }
    if (data.postage_processing_charge !== undefined) {
      let data12 = data.postage_processing_charge;
      if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
        const err33 = {
          instancePath: instancePath + "/postage_processing_charge",
          schemaPath: "#/properties/postage_processing_charge/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      if (typeof data12 == "number" && isFinite(data12)) {
        if (Number.isInteger(data12) && !Number.isSafeInteger(data12)) {
          const err34 = {
            instancePath: instancePath + "/postage_processing_charge",
            schemaPath: "#/properties/postage_processing_charge/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      }
    }
    if (data.deposit_fee_multiplier !== undefined) {
      if (
        !validate25(data.deposit_fee_multiplier, {
          instancePath: instancePath + "/deposit_fee_multiplier",
          parentData: data,
          parentDataProperty: "deposit_fee_multiplier",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate25.errors.slice();
        else for (const e of validate25.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
  } else {
    const err35 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err35];
    } else {
      vErrors.push(err35);
    }
    errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
}
const schema11 = {
  $id: "https://escrow-api-sdk.invalid/schemas/F2fBankTransferDetails",
  type: "object",
  required: ["amount", "currency", "financial_address", "hosted_instructions_url", "reference"],
  properties: {
    amount: { type: "integer", safeInteger: true },
    currency: { type: "string" },
    financial_address: { $ref: "https://escrow-api-sdk.invalid/schemas/FinancialAddress" },
    hosted_instructions_url: { type: "string" },
    reference: { type: "string" },
  },
};
const schema12 = {
  $id: "https://escrow-api-sdk.invalid/schemas/FinancialAddress",
  type: "object",
  properties: {
    aba: { type: "object" },
    iban: { type: "object" },
    sort_code: { type: "object" },
    swift: { type: "object" },
  },
};
function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/FinancialAddress" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.aba !== undefined) {
      let data0 = data.aba;
      if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
        const err0 = {
          instancePath: instancePath + "/aba",
          schemaPath: "#/properties/aba/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.iban !== undefined) {
      let data1 = data.iban;
      if (!(data1 && typeof data1 == "object" && !Array.isArray(data1))) {
        const err1 = {
          instancePath: instancePath + "/iban",
          schemaPath: "#/properties/iban/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.sort_code !== undefined) {
      let data2 = data.sort_code;
      if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
        const err2 = {
          instancePath: instancePath + "/sort_code",
          schemaPath: "#/properties/sort_code/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.swift !== undefined) {
      let data3 = data.swift;
      if (!(data3 && typeof data3 == "object" && !Array.isArray(data3))) {
        const err3 = {
          instancePath: instancePath + "/swift",
          schemaPath: "#/properties/swift/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate29.errors = vErrors;
  return errors === 0;
}
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/F2fBankTransferDetails" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.amount === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "amount" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.currency === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "currency" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.financial_address === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "financial_address" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.hosted_instructions_url === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "hosted_instructions_url" },
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.reference === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "reference" },
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.amount !== undefined) {
      let data0 = data.amount;
      if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err5 = {
          instancePath: instancePath + "/amount",
          schemaPath: "#/properties/amount/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (Number.isInteger(data0) && !Number.isSafeInteger(data0)) {
          const err6 = {
            instancePath: instancePath + "/amount",
            schemaPath: "#/properties/amount/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.currency !== undefined) {
      if (typeof data.currency !== "string") {
        const err7 = {
          instancePath: instancePath + "/currency",
          schemaPath: "#/properties/currency/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.financial_address !== undefined) {
      if (
        !validate29(data.financial_address, {
          instancePath: instancePath + "/financial_address",
          parentData: data,
          parentDataProperty: "financial_address",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate29.errors.slice();
        else for (const e of validate29.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.hosted_instructions_url !== undefined) {
      if (typeof data.hosted_instructions_url !== "string") {
        const err8 = {
          instancePath: instancePath + "/hosted_instructions_url",
          schemaPath: "#/properties/hosted_instructions_url/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.reference !== undefined) {
      if (typeof data.reference !== "string") {
        const err9 = {
          instancePath: instancePath + "/reference",
          schemaPath: "#/properties/reference/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate28.errors = vErrors;
  return errors === 0;
}
const schema13 = {
  $id: "https://escrow-api-sdk.invalid/schemas/F2fCancellation",
  type: "object",
  required: ["reason"],
  properties: { reason: { type: "string" } },
};
function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/F2fCancellation" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.reason === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "reason" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.reason !== undefined) {
      if (typeof data.reason !== "string") {
        const err1 = {
          instancePath: instancePath + "/reason",
          schemaPath: "#/properties/reason/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate31.errors = vErrors;
  return errors === 0;
}
const schema14 = {
  $id: "https://escrow-api-sdk.invalid/schemas/F2fComplainRequest",
  type: "object",
  required: ["description"],
  properties: {
    category: { $ref: "https://escrow-api-sdk.invalid/schemas/ComplaintCategory" },
    description: { type: "string" },
  },
};
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/F2fComplainRequest" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.description === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "description" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.category !== undefined) {
      if (
        !validate24(data.category, {
          instancePath: instancePath + "/category",
          parentData: data,
          parentDataProperty: "category",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate24.errors.slice();
        else for (const e of validate24.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.description !== undefined) {
      if (typeof data.description !== "string") {
        const err1 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate32.errors = vErrors;
  return errors === 0;
}
const schema15 = {
  $id: "https://escrow-api-sdk.invalid/schemas/F2fComplaint",
  type: "object",
  required: ["category", "description"],
  properties: {
    category: { $ref: "https://escrow-api-sdk.invalid/schemas/ComplaintCategory" },
    description: { type: "string" },
    accepted: { type: "string", format: "date-time" },
  },
};
const formats0 = isDateTime;
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/F2fComplaint" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.category === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "category" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.description === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "description" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.category !== undefined) {
      if (
        !validate24(data.category, {
          instancePath: instancePath + "/category",
          parentData: data,
          parentDataProperty: "category",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate24.errors.slice();
        else for (const e of validate24.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.description !== undefined) {
      if (typeof data.description !== "string") {
        const err2 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.accepted !== undefined) {
      let data2 = data.accepted;
      if (typeof data2 === "string") {
        if (!formats0(data2)) {
          const err3 = {
            instancePath: instancePath + "/accepted",
            schemaPath: "#/properties/accepted/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/accepted",
          schemaPath: "#/properties/accepted/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate34.errors = vErrors;
  return errors === 0;
}
const schema16 = {
  $id: "https://escrow-api-sdk.invalid/schemas/F2fItem",
  type: "object",
  required: ["item_id", "transaction_id", "created", "description", "price", "currency"],
  properties: {
    item_id: { type: "string" },
    transaction_id: { type: "integer", safeInteger: true },
    created: { type: "string", format: "date-time" },
    description: { type: "string" },
    price: { type: "integer", safeInteger: true },
    currency: { $ref: "https://escrow-api-sdk.invalid/schemas/ItemCurrency" },
    charge_config: { type: "integer", safeInteger: true },
    payment_method: { type: "string" },
    price_extra: { type: "integer", safeInteger: true },
    price_postage: { type: "integer", safeInteger: true },
    recurring_period: { type: "string", enum: ["day", "week", "month", "year"] },
    ref_id: { type: "string" },
    tax_code: { type: "string" },
  },
};
const schema17 = {
  $id: "https://escrow-api-sdk.invalid/schemas/ItemCurrency",
  type: "string",
  enum: ["aud", "eur", "gbp", "myr", "pln", "sek", "usd", "huf", "aed", "brl", "cad", "chf", "dkk", "rsd", "czk"],
};
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/ItemCurrency" */ let vErrors = null;
  let errors = 0;
  if (typeof data !== "string") {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(
    data === "aud" ||
    data === "eur" ||
    data === "gbp" ||
    data === "myr" ||
    data === "pln" ||
    data === "sek" ||
    data === "usd" ||
    data === "huf" ||
    data === "aed" ||
    data === "brl" ||
    data === "cad" ||
    data === "chf" ||
    data === "dkk" ||
    data === "rsd" ||
    data === "czk"
  )) {
    const err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema17.enum } };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate37.errors = vErrors;
  return errors === 0;
}
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/F2fItem" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.item_id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "item_id" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.transaction_id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "transaction_id" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.created === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "created" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.description === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "description" },
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.price === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "price" },
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.currency === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "currency" },
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.item_id !== undefined) {
      if (typeof data.item_id !== "string") {
        const err6 = {
          instancePath: instancePath + "/item_id",
          schemaPath: "#/properties/item_id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.transaction_id !== undefined) {
      let data1 = data.transaction_id;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + "/transaction_id",
          schemaPath: "#/properties/transaction_id/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (Number.isInteger(data1) && !Number.isSafeInteger(data1)) {
          const err8 = {
            instancePath: instancePath + "/transaction_id",
            schemaPath: "#/properties/transaction_id/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.created !== undefined) {
      let data2 = data.created;
      if (typeof data2 === "string") {
        if (!formats0(data2)) {
          const err9 = {
            instancePath: instancePath + "/created",
            schemaPath: "#/properties/created/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = {
          instancePath: instancePath + "/created",
          schemaPath: "#/properties/created/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.description !== undefined) {
      if (typeof data.description !== "string") {
        const err11 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.price !== undefined) {
      let data4 = data.price;
      if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err12 = {
          instancePath: instancePath + "/price",
          schemaPath: "#/properties/price/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (Number.isInteger(data4) && !Number.isSafeInteger(data4)) {
          const err13 = {
            instancePath: instancePath + "/price",
            schemaPath: "#/properties/price/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.currency !== undefined) {
      if (
        !validate37(data.currency, {
          instancePath: instancePath + "/currency",
          parentData: data,
          parentDataProperty: "currency",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate37.errors.slice();
        else for (const e of validate37.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.charge_config !== undefined) {
      let data6 = data.charge_config;
      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err14 = {
          instancePath: instancePath + "/charge_config",
          schemaPath: "#/properties/charge_config/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data6 == "number" && isFinite(data6)) {
        if (Number.isInteger(data6) && !Number.isSafeInteger(data6)) {
          const err15 = {
            instancePath: instancePath + "/charge_config",
            schemaPath: "#/properties/charge_config/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
    if (data.payment_method !== undefined) {
      if (typeof data.payment_method !== "string") {
        const err16 = {
          instancePath: instancePath + "/payment_method",
          schemaPath: "#/properties/payment_method/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.price_extra !== undefined) {
      let data8 = data.price_extra;
      if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
        const err17 = {
          instancePath: instancePath + "/price_extra",
          schemaPath: "#/properties/price_extra/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data8 == "number" && isFinite(data8)) {
        if (Number.isInteger(data8) && !Number.isSafeInteger(data8)) {
          const err18 = {
            instancePath: instancePath + "/price_extra",
            schemaPath: "#/properties/price_extra/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.price_postage !== undefined) {
      let data9 = data.price_postage;
      if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err19 = {
          instancePath: instancePath + "/price_postage",
          schemaPath: "#/properties/price_postage/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (typeof data9 == "number" && isFinite(data9)) {
        if (Number.isInteger(data9) && !Number.isSafeInteger(data9)) {
          const err20 = {
            instancePath: instancePath + "/price_postage",
            schemaPath: "#/properties/price_postage/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    if (data.recurring_period !== undefined) {
      let data10 = data.recurring_period;
      if (typeof data10 !== "string") {
        const err21 = {
          instancePath: instancePath + "/recurring_period",
          schemaPath: "#/properties/recurring_period/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (!(data10 === "day" || data10 === "week" || data10 === "month" || data10 === "year")) {
        const err22 = {
          instancePath: instancePath + "/recurring_period",
          schemaPath: "#/properties/recurring_period/enum",
          keyword: "enum",
          params: { allowedValues: schema16.properties.recurring_period.enum },
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.ref_id !== undefined) {
      if (typeof data.ref_id !== "string") {
        const err23 = {
          instancePath: instancePath + "/ref_id",
          schemaPath: "#/properties/ref_id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.tax_code !== undefined) {
      if (typeof data.tax_code !== "string") {
        const err24 = {
          instancePath: instancePath + "/tax_code",
          schemaPath: "#/properties/tax_code/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
  } else {
    const err25 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err25];
    } else {
      vErrors.push(err25);
    }
    errors++;
  }
  validate36.errors = vErrors;
  return errors === 0;
}
const schema18 = {
  $id: "https://escrow-api-sdk.invalid/schemas/F2fOrderIssue",
  type: "object",
  required: ["category", "description"],
  properties: { category: { type: "string", enum: ["item_not_received", "other"] }, description: { type: "string" } },
};
function validate39(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/F2fOrderIssue" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.category === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "category" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.description === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "description" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.category !== undefined) {
      let data0 = data.category;
      if (typeof data0 !== "string") {
        const err2 = {
          instancePath: instancePath + "/category",
          schemaPath: "#/properties/category/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === "item_not_received" || data0 === "other")) {
        const err3 = {
          instancePath: instancePath + "/category",
          schemaPath: "#/properties/category/enum",
          keyword: "enum",
          params: { allowedValues: schema18.properties.category.enum },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.description !== undefined) {
      if (typeof data.description !== "string") {
        const err4 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate39.errors = vErrors;
  return errors === 0;
}
const schema19 = {
  $id: "https://escrow-api-sdk.invalid/schemas/F2fTransaction",
  type: "object",
  required: [
    "id",
    "client_id",
    "created",
    "currency",
    "description",
    "quantity",
    "status",
    "deposit_pricing",
    "is_deposit_payment_in_progress",
    "is_remainder_payment_in_progress",
    "skip_remainder",
  ],
  properties: {
    id: { type: "integer", safeInteger: true },
    client_id: { type: "string" },
    currency: { type: "string" },
    description: { type: "string" },
    quantity: { type: "integer", safeInteger: true },
    status: { $ref: "https://escrow-api-sdk.invalid/schemas/TransactionStatus" },
    deposit_pricing: { $ref: "https://escrow-api-sdk.invalid/schemas/DepositPricing" },
    is_deposit_payment_in_progress: { type: "boolean" },
    is_remainder_payment_in_progress: { type: "boolean" },
    skip_remainder: { type: "boolean" },
    allocate_extra_price_to_client: { type: "boolean" },
    allocate_postage_price_to: { type: "string", enum: ["seller", "client", "service"] },
    amount_refunded: { type: "integer", safeInteger: true },
    amount_released: { type: "integer", safeInteger: true },
    charge_config: { type: "integer", safeInteger: true },
    client_accrual_net: { type: "integer", safeInteger: true },
    buyer_id: { type: "string" },
    seller_id: { type: "string" },
    join_code: { type: "string" },
    listing_id: { type: "string" },
    payout_id: { type: "string" },
    subscription_id: { type: "string" },
    seller_phone_number: { type: "string" },
    image_url: { type: "string" },
    buyer_is_guest: { type: "boolean" },
    seller_is_guest: { type: "boolean" },
    contains_shipping: { type: "boolean" },
    released_to_seller: { type: "boolean" },
    listing_type: { $ref: "https://escrow-api-sdk.invalid/schemas/ListingType" },
    cancellation: { $ref: "https://escrow-api-sdk.invalid/schemas/F2fCancellation" },
    complaint: { $ref: "https://escrow-api-sdk.invalid/schemas/F2fComplaint" },
    order_issue: { $ref: "https://escrow-api-sdk.invalid/schemas/F2fOrderIssue" },
    deposit_review: { $ref: "https://escrow-api-sdk.invalid/schemas/Review" },
    service: { type: "array", items: { $ref: "https://escrow-api-sdk.invalid/schemas/Refund" } },
    tracking: { $ref: "https://escrow-api-sdk.invalid/schemas/Tracking" },
    items: { type: "array", items: { $ref: "https://escrow-api-sdk.invalid/schemas/F2fItem" } },
    created: { type: "string", format: "date-time" },
    buyer_handover_confirmed: { type: "string", format: "date-time" },
    seller_handover_confirmed: { type: "string", format: "date-time" },
    cancelled: { type: "string", format: "date-time" },
    claimed_by_buyer: { type: "string", format: "date-time" },
    claimed_by_seller: { type: "string", format: "date-time" },
    complained: { type: "string", format: "date-time" },
    complaint_period_deadline: { type: "string", format: "date-time" },
    complaint_period_ended: { type: "string", format: "date-time" },
    delivered: { type: "string", format: "date-time" },
    deposit_accepted: { type: "string", format: "date-time" },
    deposit_paid: { type: "string", format: "date-time" },
    deposit_refunded: { type: "string", format: "date-time" },
    deposit_review_flagged: { type: "string", format: "date-time" },
    funds_released: { type: "string", format: "date-time" },
    joined: { type: "string", format: "date-time" },
    order_issue_raised: { type: "string", format: "date-time" },
    priced: { type: "string", format: "date-time" },
    refunded: { type: "string", format: "date-time" },
    rejected: { type: "string", format: "date-time" },
    remainder_paid: { type: "string", format: "date-time" },
    remainder_review_flagged: { type: "string", format: "date-time" },
    remainder_skipped: { type: "string", format: "date-time" },
    tracked: { type: "string", format: "date-time" },
  },
};
const schema20 = { $id: "https://escrow-api-sdk.invalid/schemas/TransactionStatus", type: "string" };
function validate41(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/TransactionStatus" */ let vErrors = null;
  let errors = 0;
  if (typeof data !== "string") {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate41.errors = vErrors;
  return errors === 0;
}
const schema21 = {
  $id: "https://escrow-api-sdk.invalid/schemas/ListingType",
  type: "string",
  enum: ["single_use", "multi_use"],
};
function validate44(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/ListingType" */ let vErrors = null;
  let errors = 0;
  if (typeof data !== "string") {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(data === "single_use" || data === "multi_use")) {
    const err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema21.enum } };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate44.errors = vErrors;
  return errors === 0;
}
const schema22 = {
  $id: "https://escrow-api-sdk.invalid/schemas/Review",
  type: "object",
  properties: {
    approved: { type: "boolean" },
    finished: { type: "string", format: "date-time" },
    outcome_reason: { type: "string" },
    started: { type: "string", format: "date-time" },
  },
};
function validate49(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/Review" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.approved !== undefined) {
      if (typeof data.approved !== "boolean") {
        const err0 = {
          instancePath: instancePath + "/approved",
          schemaPath: "#/properties/approved/type",
          keyword: "type",
          params: { type: "boolean" },
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.finished !== undefined) {
      let data1 = data.finished;
      if (typeof data1 === "string") {
        if (!formats0(data1)) {
          const err1 = {
            instancePath: instancePath + "/finished",
            schemaPath: "#/properties/finished/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = {
          instancePath: instancePath + "/finished",
          schemaPath: "#/properties/finished/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.outcome_reason !== undefined) {
      if (typeof data.outcome_reason !== "string") {
        const err3 = {
          instancePath: instancePath + "/outcome_reason",
          schemaPath: "#/properties/outcome_reason/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.started !== undefined) {
      let data3 = data.started;
      if (typeof data3 === "string") {
        if (!formats0(data3)) {
          const err4 = {
            instancePath: instancePath + "/started",
            schemaPath: "#/properties/started/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/started",
          schemaPath: "#/properties/started/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate49.errors = vErrors;
  return errors === 0;
}
const schema23 = {
  $id: "https://escrow-api-sdk.invalid/schemas/Refund",
  type: "object",
  required: ["amount", "id", "refunded"],
  properties: {
    amount: { type: "integer", safeInteger: true },
    id: { type: "string" },
    refunded: { type: "string", format: "date-time" },
  },
};
function validate51(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/Refund" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.amount === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "amount" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.refunded === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "refunded" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.amount !== undefined) {
      let data0 = data.amount;
      if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err3 = {
          instancePath: instancePath + "/amount",
          schemaPath: "#/properties/amount/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (Number.isInteger(data0) && !Number.isSafeInteger(data0)) {
          const err4 = {
            instancePath: instancePath + "/amount",
            schemaPath: "#/properties/amount/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.id !== undefined) {
      if (typeof data.id !== "string") {
        const err5 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/properties/id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.refunded !== undefined) {
      let data2 = data.refunded;
      if (typeof data2 === "string") {
        if (!formats0(data2)) {
          const err6 = {
            instancePath: instancePath + "/refunded",
            schemaPath: "#/properties/refunded/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/refunded",
          schemaPath: "#/properties/refunded/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate51.errors = vErrors;
  return errors === 0;
}
const schema24 = {
  $id: "https://escrow-api-sdk.invalid/schemas/Tracking",
  type: "object",
  required: ["carrier", "tracking_code"],
  properties: { carrier: { type: "string" }, tracking_code: { type: "string" } },
};
function validate53(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/Tracking" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.carrier === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "carrier" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.tracking_code === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "tracking_code" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.carrier !== undefined) {
      if (typeof data.carrier !== "string") {
        const err2 = {
          instancePath: instancePath + "/carrier",
          schemaPath: "#/properties/carrier/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.tracking_code !== undefined) {
      if (typeof data.tracking_code !== "string") {
        const err3 = {
          instancePath: instancePath + "/tracking_code",
          schemaPath: "#/properties/tracking_code/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate53.errors = vErrors;
  return errors === 0;
}
function validate40(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/F2fTransaction" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.client_id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "client_id" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.created === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "created" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.currency === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "currency" },
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.description === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "description" },
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.quantity === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "quantity" },
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.status === undefined) {
      const err6 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.deposit_pricing === undefined) {
      const err7 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "deposit_pricing" },
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.is_deposit_payment_in_progress === undefined) {
      const err8 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "is_deposit_payment_in_progress" },
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.is_remainder_payment_in_progress === undefined) {
      const err9 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "is_remainder_payment_in_progress" },
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.skip_remainder === undefined) {
      const err10 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "skip_remainder" },
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err11 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/properties/id/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (Number.isInteger(data0) && !Number.isSafeInteger(data0)) {
          const err12 = {
            instancePath: instancePath + "/id",
            schemaPath: "#/properties/id/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.client_id !== undefined) {
      if (typeof data.client_id !== "string") {
        const err13 = {
          instancePath: instancePath + "/client_id",
          schemaPath: "#/properties/client_id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.currency !== undefined) {
      if (typeof data.currency !== "string") {
        const err14 = {
          instancePath: instancePath + "/currency",
          schemaPath: "#/properties/currency/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.description !== undefined) {
      if (typeof data.description !== "string") {
        const err15 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.quantity !== undefined) {
      let data4 = data.quantity;
      if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err16 = {
          instancePath: instancePath + "/quantity",
          schemaPath: "#/properties/quantity/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (Number.isInteger(data4) && !Number.isSafeInteger(data4)) {
          const err17 = {
            instancePath: instancePath + "/quantity",
            schemaPath: "#/properties/quantity/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    if (data.status !== undefined) {
      if (
        !validate41(data.status, {
          instancePath: instancePath + "/status",
          parentData: data,
          parentDataProperty: "status",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate41.errors.slice();
        else for (const e of validate41.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.deposit_pricing !== undefined) {
      if (
        !validate26(data.deposit_pricing, {
          instancePath: instancePath + "/deposit_pricing",
          parentData: data,
          parentDataProperty: "deposit_pricing",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate26.errors.slice();
        else for (const e of validate26.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.is_deposit_payment_in_progress !== undefined) {
      if (typeof data.is_deposit_payment_in_progress !== "boolean") {
        const err18 = {
          instancePath: instancePath + "/is_deposit_payment_in_progress",
          schemaPath: "#/properties/is_deposit_payment_in_progress/type",
          keyword: "type",
          params: { type: "boolean" },
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.is_remainder_payment_in_progress !== undefined) {
      if (typeof data.is_remainder_payment_in_progress !== "boolean") {
        const err19 = {
          instancePath: instancePath + "/is_remainder_payment_in_progress",
          schemaPath: "#/properties/is_remainder_payment_in_progress/type",
          keyword: "type",
          params: { type: "boolean" },
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.skip_remainder !== undefined) {
      if (typeof data.skip_remainder !== "boolean") {
        const err20 = {
          instancePath: instancePath + "/skip_remainder",
          schemaPath: "#/properties/skip_remainder/type",
          keyword: "type",
          params: { type: "boolean" },
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.allocate_extra_price_to_client !== undefined) {
      if (typeof data.allocate_extra_price_to_client !== "boolean") {
        const err21 = {
          instancePath: instancePath + "/allocate_extra_price_to_client",
          schemaPath: "#/properties/allocate_extra_price_to_client/type",
          keyword: "type",
          params: { type: "boolean" },
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.allocate_postage_price_to !== undefined) {
      let data11 = data.allocate_postage_price_to;
      if (typeof data11 !== "string") {
        const err22 = {
          instancePath: instancePath + "/allocate_postage_price_to",
          schemaPath: "#/properties/allocate_postage_price_to/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (!(data11 === "seller" || data11 === "client" || data11 === "service")) {
        const err23 = {
          instancePath: instancePath + "/allocate_postage_price_to",
          schemaPath: "#/properties/allocate_postage_price_to/enum",
          keyword: "enum",
          params: { allowedValues: schema19.properties.allocate_postage_price_to.enum },
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.amount_refunded !== undefined) {
      let data12 = data.amount_refunded;
      if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
        const err24 = {
          instancePath: instancePath + "/amount_refunded",
          schemaPath: "#/properties/amount_refunded/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if (typeof data12 == "number" && isFinite(data12)) {
        if (Number.isInteger(data12) && !Number.isSafeInteger(data12)) {
          const err25 = {
            instancePath: instancePath + "/amount_refunded",
            schemaPath: "#/properties/amount_refunded/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
    }
    if (data.amount_released !== undefined) {
      let data13 = data.amount_released;
      if (!(typeof data13 == "number" && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err26 = {
          instancePath: instancePath + "/amount_released",
          schemaPath: "#/properties/amount_released/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      if (typeof data13 == "number" && isFinite(data13)) {
        if (Number.isInteger(data13) && !Number.isSafeInteger(data13)) {
          const err27 = {
            instancePath: instancePath + "/amount_released",
            schemaPath: "#/properties/amount_released/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
    }
    if (data.charge_config !== undefined) {
      let data14 = data.charge_config;
      if (!(typeof data14 == "number" && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
        const err28 = {
          instancePath: instancePath + "/charge_config",
          schemaPath: "#/properties/charge_config/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      if (typeof data14 == "number" && isFinite(data14)) {
        if (Number.isInteger(data14) && !Number.isSafeInteger(data14)) {
          const err29 = {
            instancePath: instancePath + "/charge_config",
            schemaPath: "#/properties/charge_config/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
    }
    if (data.client_accrual_net !== undefined) {
      let data15 = data.client_accrual_net;
      if (!(typeof data15 == "number" && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
        const err30 = {
          instancePath: instancePath + "/client_accrual_net",
          schemaPath: "#/properties/client_accrual_net/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
      if (typeof data15 == "number" && isFinite(data15)) {
        if (Number.isInteger(data15) && !Number.isSafeInteger(data15)) {
          const err31 = {
            instancePath: instancePath + "/client_accrual_net",
            schemaPath: "#/properties/client_accrual_net/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      }
    }
    if (data.buyer_id !== undefined) {
      if (typeof data.buyer_id !== "string") {
        const err32 = {
          instancePath: instancePath + "/buyer_id",
          schemaPath: "#/properties/buyer_id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.seller_id !== undefined) {
      if (typeof data.seller_id !== "string") {
        const err33 = {
          instancePath: instancePath + "/seller_id",
          schemaPath: "#/properties/seller_id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.join_code !== undefined) {
      if (typeof data.join_code !== "string") {
        const err34 = {
          instancePath: instancePath + "/join_code",
          schemaPath: "#/properties/join_code/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.listing_id !== undefined) {
      if (typeof data.listing_id !== "string") {
        const err35 = {
          instancePath: instancePath + "/listing_id",
          schemaPath: "#/properties/listing_id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.payout_id !== undefined) {
      if (typeof data.payout_id !== "string") {
        const err36 = {
          instancePath: instancePath + "/payout_id",
          schemaPath: "#/properties/payout_id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.subscription_id !== undefined) {
      if (typeof data.subscription_id !== "string") {
        const err37 = {
          instancePath: instancePath + "/subscription_id",
          schemaPath: "#/properties/subscription_id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.seller_phone_number !== undefined) {
      if (typeof data.seller_phone_number !== "string") {
        const err38 = {
          instancePath: instancePath + "/seller_phone_number",
          schemaPath: "#/properties/seller_phone_number/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
    if (data.image_url !== undefined) {
      if (typeof data.image_url !== "string") {
        const err39 = {
          instancePath: instancePath + "/image_url",
          schemaPath: "#/properties/image_url/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
    if (data.buyer_is_guest !== undefined) {
      if (typeof data.buyer_is_guest !== "boolean") {
        const err40 = {
          instancePath: instancePath + "/buyer_is_guest",
          schemaPath: "#/properties/buyer_is_guest/type",
          keyword: "type",
          params: { type: "boolean" },
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.seller_is_guest !== undefined) {
      if (typeof data.seller_is_guest !== "boolean") {
        const err41 = {
          instancePath: instancePath + "/seller_is_guest",
          schemaPath: "#/properties/seller_is_guest/type",
          keyword: "type",
          params: { type: "boolean" },
        };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.contains_shipping !== undefined) {
      if (typeof data.contains_shipping !== "boolean") {
        const err42 = {
          instancePath: instancePath + "/contains_shipping",
          schemaPath: "#/properties/contains_shipping/type",
          keyword: "type",
          params: { type: "boolean" },
        };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
    if (data.released_to_seller !== undefined) {
      if (typeof data.released_to_seller !== "boolean") {
        const err43 = {
          instancePath: instancePath + "/released_to_seller",
          schemaPath: "#/properties/released_to_seller/type",
          keyword: "type",
          params: { type: "boolean" },
        };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.listing_type !== undefined) {
      if (
        !validate44(data.listing_type, {
          instancePath: instancePath + "/listing_type",
          parentData: data,
          parentDataProperty: "listing_type",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate44.errors.slice();
        else for (const e of validate44.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.cancellation !== undefined) {
      if (
        !validate31(data.cancellation, {
          instancePath: instancePath + "/cancellation",
          parentData: data,
          parentDataProperty: "cancellation",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate31.errors.slice();
        else for (const e of validate31.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.complaint !== undefined) {
      if (
        !validate34(data.complaint, {
          instancePath: instancePath + "/complaint",
          parentData: data,
          parentDataProperty: "complaint",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate34.errors.slice();
        else for (const e of validate34.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.order_issue !== undefined) {
      if (
        !validate39(data.order_issue, {
          instancePath: instancePath + "/order_issue",
          parentData: data,
          parentDataProperty: "order_issue",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate39.errors.slice();
        else for (const e of validate39.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.deposit_review !== undefined) {
      if (
        !validate49(data.deposit_review, {
          instancePath: instancePath + "/deposit_review",
          parentData: data,
          parentDataProperty: "deposit_review",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate49.errors.slice();
        else for (const e of validate49.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.service !== undefined) {
      let data33 = data.service;
      if (Array.isArray(data33)) {
        const len0 = data33.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate51(data33[i0], {
              instancePath: instancePath + "/service/" + i0,
              parentData: data33,
              parentDataProperty: i0,
              rootData,
            })
          ) {
            if (vErrors === null) vErrors = validate51.errors.slice();
            else for (const e of validate51.errors) vErrors.push(e);
            errors = vErrors.length;
          }
        }
      } else {
        const err44 = {
          instancePath: instancePath + "/service",
          schemaPath: "#/properties/service/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.tracking !== undefined) {
      if (
        !validate53(data.tracking, {
          instancePath: instancePath + "/tracking",
          parentData: data,
          parentDataProperty: "tracking",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate53.errors.slice();
        else for (const e of validate53.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.items !== undefined) {
      let data36 = data.items;
      if (Array.isArray(data36)) {
        const len1 = data36.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate36(data36[i1], {
              instancePath: instancePath + "/items/" + i1,
              parentData: data36,
              parentDataProperty: i1,
              rootData,
            })
          ) {
            if (vErrors === null) vErrors = validate36.errors.slice();
            else for (const e of validate36.errors) vErrors.push(e);
            errors = vErrors.length;
          }
        }
      } else {
        const err45 = {
          instancePath: instancePath + "/items",
          schemaPath: "#/properties/items/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
    }
    if (data.created !== undefined) {
      let data38 = data.created;
      if (typeof data38 === "string") {
        if (!formats0(data38)) {
          const err46 = {
            instancePath: instancePath + "/created",
            schemaPath: "#/properties/created/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
      } else {
        const err47 = {
          instancePath: instancePath + "/created",
          schemaPath: "#/properties/created/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
    if (data.buyer_handover_confirmed !== undefined) {
      let data39 = data.buyer_handover_confirmed;
      if (typeof data39 === "string") {
        if (!formats0(data39)) {
          const err48 = {
            instancePath: instancePath + "/buyer_handover_confirmed",
            schemaPath: "#/properties/buyer_handover_confirmed/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
      } else {
        const err49 = {
          instancePath: instancePath + "/buyer_handover_confirmed",
          schemaPath: "#/properties/buyer_handover_confirmed/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
    if (data.seller_handover_confirmed !== undefined) {
      let data40 = data.seller_handover_confirmed;
      if (typeof data40 === "string") {
        if (!formats0(data40)) {
          const err50 = {
            instancePath: instancePath + "/seller_handover_confirmed",
            schemaPath: "#/properties/seller_handover_confirmed/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
      } else {
        const err51 = {
          instancePath: instancePath + "/seller_handover_confirmed",
          schemaPath: "#/properties/seller_handover_confirmed/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
    }
    if (data.cancelled !== undefined) {
      let data41 = data.cancelled;
      if (typeof data41 === "string") {
        if (!formats0(data41)) {
          const err52 = {
            instancePath: instancePath + "/cancelled",
            schemaPath: "#/properties/cancelled/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
      } else {
        const err53 = {
          instancePath: instancePath + "/cancelled",
          schemaPath: "#/properties/cancelled/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
    }
    if (data.claimed_by_buyer !== undefined) {
      let data42 = data.claimed_by_buyer;
      if (typeof data42 === "string") {
        if (!formats0(data42)) {
          const err54 = {
            instancePath: instancePath + "/claimed_by_buyer",
            schemaPath: "#/properties/claimed_by_buyer/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
      } else {
        const err55 = {
          instancePath: instancePath + "/claimed_by_buyer",
          schemaPath: "#/properties/claimed_by_buyer/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      }
    }
    if (data.claimed_by_seller !== undefined) {
      let data43 = data.claimed_by_seller;
      if (typeof data43 === "string") {
        if (!formats0(data43)) {
          const err56 = {
            instancePath: instancePath + "/claimed_by_seller",
            schemaPath: "#/properties/claimed_by_seller/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
      } else {
        const err57 = {
          instancePath: instancePath + "/claimed_by_seller",
          schemaPath: "#/properties/claimed_by_seller/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
    }
    if (data.complained !== undefined) {
      let data44 = data.complained;
      if (typeof data44 === "string") {
        if (!formats0(data44)) {
          const err58 = {
            instancePath: instancePath + "/complained",
            schemaPath: "#/properties/complained/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
      } else {
        const err59 = {
          instancePath: instancePath + "/complained",
          schemaPath: "#/properties/complained/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err59];
        } else {
          vErrors.push(err59);
        }
        errors++;
      }
    }
    if (data.complaint_period_deadline !== undefined) {
      let data45 = data.complaint_period_deadline;
      if (typeof data45 === "string") {
        if (!formats0(data45)) {
          const err60 = {
            instancePath: instancePath + "/complaint_period_deadline",
            schemaPath: "#/properties/complaint_period_deadline/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err60];
          } else {
            vErrors.push(err60);
          }
          errors++;
        }
      } else {
        const err61 = {
          instancePath: instancePath + "/complaint_period_deadline",
          schemaPath: "#/properties/complaint_period_deadline/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err61];
        } else {
          vErrors.push(err61);
        }
        errors++;
      }
    }
    if (data.complaint_period_ended !== undefined) {
      let data46 = data.complaint_period_ended;
      if (typeof data46 === "string") {
        if (!formats0(data46)) {
          const err62 = {
            instancePath: instancePath + "/complaint_period_ended",
            schemaPath: "#/properties/complaint_period_ended/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
      } else {
        const err63 = {
          instancePath: instancePath + "/complaint_period_ended",
          schemaPath: "#/properties/complaint_period_ended/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err63];
        } else {
          vErrors.push(err63);
        }
        errors++;
      }
    }
    if (data.delivered !== undefined) {
      let data47 = data.delivered;
      if (typeof data47 === "string") {
        if (!formats0(data47)) {
          const err64 = {
            instancePath: instancePath + "/delivered",
            schemaPath: "#/properties/delivered/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err64];
          } else {
            vErrors.push(err64);
          }
          errors++;
        }
      } else {
        const err65 = {
          instancePath: instancePath + "/delivered",
          schemaPath: "#/properties/delivered/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      }
    }
    if (data.deposit_accepted !== undefined) {
      let data48 = data.deposit_accepted;
      if (typeof data48 === "string") {
        if (!formats0(data48)) {
          const err66 = {
            instancePath: instancePath + "/deposit_accepted",
            schemaPath: "#/properties/deposit_accepted/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err66];
          } else {
            vErrors.push(err66);
          }
          errors++;
        }
      } else {
        const err67 = {
          instancePath: instancePath + "/deposit_accepted",
          schemaPath: "#/properties/deposit_accepted/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
    }
    if (data.deposit_paid !== undefined) {
      let data49 = data.deposit_paid;
      if (typeof data49 === "string") {
        if (!formats0(data49)) {
          const err68 = {
            instancePath: instancePath + "/deposit_paid",
            schemaPath: "#/properties/deposit_paid/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err68];
          } else {
            vErrors.push(err68);
          }
          errors++;
        }
      } else {
        const err69 = {
          instancePath: instancePath + "/deposit_paid",
          schemaPath: "#/properties/deposit_paid/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err69];
        } else {
          vErrors.push(err69);
        }
        errors++;
      }
    }
    if (data.deposit_refunded !== undefined) {
      let data50 = data.deposit_refunded;
      if (typeof data50 === "string") {
        if (!formats0(data50)) {
          const err70 = {
            instancePath: instancePath + "/deposit_refunded",
            schemaPath: "#/properties/deposit_refunded/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err70];
          } else {
            vErrors.push(err70);
          }
          errors++;
        }
      } else {
        const err71 = {
          instancePath: instancePath + "/deposit_refunded",
          schemaPath: "#/properties/deposit_refunded/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err71];
        } else {
          vErrors.push(err71);
        }
        errors++;
      }
    }
    if (data.deposit_review_flagged !== undefined) {
      let data51 = data.deposit_review_flagged;
      if (typeof data51 === "string") {
        if (!formats0(data51)) {
          const err72 = {
            instancePath: instancePath + "/deposit_review_flagged",
            schemaPath: "#/properties/deposit_review_flagged/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err72];
          } else {
            vErrors.push(err72);
          }
          errors++;
        }
      } else {
        const err73 = {
          instancePath: instancePath + "/deposit_review_flagged",
          schemaPath: "#/properties/deposit_review_flagged/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err73];
        } else {
          vErrors.push(err73);
        }
        errors++;
      }
    }
    if (data.funds_released !== undefined) {
      let data52 = data.funds_released;
      if (typeof data52 === "string") {
        if (!formats0(data52)) {
          const err74 = {
            instancePath: instancePath + "/funds_released",
            schemaPath: "#/properties/funds_released/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err74];
          } else {
            vErrors.push(err74);
          }
          errors++;
        }
      } else {
        const err75 = {
          instancePath: instancePath + "/funds_released",
          schemaPath: "#/properties/funds_released/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err75];
        } else {
          vErrors.push(err75);
        }
        errors++;
      }
    }
    if (data.joined !== undefined) {
      let data53 = data.joined;
      if (typeof data53 === "string") {
        if (!formats0(data53)) {
          const err76 = {
            instancePath: instancePath + "/joined",
            schemaPath: "#/properties/joined/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err76];
          } else {
            vErrors.push(err76);
          }
          errors++;
        }
      } else {
        const err77 = {
          instancePath: instancePath + "/joined",
          schemaPath: "#/properties/joined/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err77];
        } else {
          vErrors.push(err77);
        }
        errors++;
      }
    }
    if (data.order_issue_raised !== undefined) {
      let data54 = data.order_issue_raised;
      if (typeof data54 === "string") {
        if (!formats0(data54)) {
          const err78 = {
            instancePath: instancePath + "/order_issue_raised",
            schemaPath: "#/properties/order_issue_raised/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err78];
          } else {
            vErrors.push(err78);
          }
          errors++;
        }
      } else {
        const err79 = {
          instancePath: instancePath + "/order_issue_raised",
          schemaPath: "#/properties/order_issue_raised/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err79];
        } else {
          vErrors.push(err79);
        }
        errors++;
      }
    }
    if (data.priced !== undefined) {
      let data55 = data.priced;
      if (typeof data55 === "string") {
        if (!formats0(data55)) {
          const err80 = {
            instancePath: instancePath + "/priced",
            schemaPath: "#/properties/priced/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err80];
          } else {
            vErrors.push(err80);
          }
          errors++;
        }
      } else {
        const err81 = {
          instancePath: instancePath + "/priced",
          schemaPath: "#/properties/priced/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err81];
        } else {
          vErrors.push(err81);
        }
        errors++;
      }
    }
    if (data.refunded !== undefined) {
      let data56 = data.refunded;
      if (typeof data56 === "string") {
        if (!formats0(data56)) {
          const err82 = {
            instancePath: instancePath + "/refunded",
            schemaPath: "#/properties/refunded/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err82];
          } else {
            vErrors.push(err82);
          }
          errors++;
        }
      } else {
        const err83 = {
          instancePath: instancePath + "/refunded",
          schemaPath: "#/properties/refunded/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err83];
        } else {
          vErrors.push(err83);
        }
        errors++;
      }
    }
    if (data.rejected !== undefined) {
      let data57 = data.rejected;
      if (typeof data57 === "string") {
        if (!formats0(data57)) {
          const err84 = {
            instancePath: instancePath + "/rejected",
            schemaPath: "#/properties/rejected/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err84];
          } else {
            vErrors.push(err84);
          }
          errors++;
        }
      } else {
        const err85 = {
          instancePath: instancePath + "/rejected",
          schemaPath: "#/properties/rejected/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err85];
        } else {
          vErrors.push(err85);
        }
        errors++;
      }
    }
    if (data.remainder_paid !== undefined) {
      let data58 = data.remainder_paid;
      if (typeof data58 === "string") {
        if (!formats0(data58)) {
          const err86 = {
            instancePath: instancePath + "/remainder_paid",
            schemaPath: "#/properties/remainder_paid/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err86];
          } else {
            vErrors.push(err86);
          }
          errors++;
        }
      } else {
        const err87 = {
          instancePath: instancePath + "/remainder_paid",
          schemaPath: "#/properties/remainder_paid/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err87];
        } else {
          vErrors.push(err87);
        }
        errors++;
      }
    }
    if (data.remainder_review_flagged !== undefined) {
      let data59 = data.remainder_review_flagged;
      if (typeof data59 === "string") {
        if (!formats0(data59)) {
          const err88 = {
            instancePath: instancePath + "/remainder_review_flagged",
            schemaPath: "#/properties/remainder_review_flagged/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err88];
          } else {
            vErrors.push(err88);
          }
          errors++;
        }
      } else {
        const err89 = {
          instancePath: instancePath + "/remainder_review_flagged",
          schemaPath: "#/properties/remainder_review_flagged/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err89];
        } else {
          vErrors.push(err89);
        }
        errors++;
      }
    }
    if (data.remainder_skipped !== undefined) {
      let data60 = data.remainder_skipped;
      if (typeof data60 === "string") {
        if (!formats0(data60)) {
          const err90 = {
            instancePath: instancePath + "/remainder_skipped",
            schemaPath: "#/properties/remainder_skipped/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err90];
          } else {
            vErrors.push(err90);
          }
          errors++;
        }
      } else {
        const err91 = {
          instancePath: instancePath + "/remainder_skipped",
          schemaPath: "#/properties/remainder_skipped/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err91];
        } else {
          vErrors.push(err91);
        }
        errors++;
      }
    }
    if (data.tracked !== undefined) {
      let data61 = data.tracked;
      if (typeof data61 === "string") {
        if (!formats0(data61)) {
          const err92 = {
            instancePath: instancePath + "/tracked",
            schemaPath: "#/properties/tracked/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err92];
          } else {
            vErrors.push(err92);
          }
          errors++;
        }
      } else {
        const err93 = {
          instancePath: instancePath + "/tracked",
          schemaPath: "#/properties/tracked/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err93];
        } else {
          vErrors.push(err93);
        }
        errors++;
      }
    }
  } else {
    const err94 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err94];
    } else {
      vErrors.push(err94);
    }
    errors++;
  }
  validate40.errors = vErrors;
  return errors === 0;
}
const schema25 = {
  $id: "https://escrow-api-sdk.invalid/schemas/LocalPostTracking",
  type: "object",
  required: ["barcode", "barcode_generated"],
  properties: { barcode: { type: "string" }, barcode_generated: { type: "string", format: "date-time" } },
};
function validate56(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/LocalPostTracking" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.barcode === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "barcode" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.barcode_generated === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "barcode_generated" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.barcode !== undefined) {
      if (typeof data.barcode !== "string") {
        const err2 = {
          instancePath: instancePath + "/barcode",
          schemaPath: "#/properties/barcode/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.barcode_generated !== undefined) {
      let data1 = data.barcode_generated;
      if (typeof data1 === "string") {
        if (!formats0(data1)) {
          const err3 = {
            instancePath: instancePath + "/barcode_generated",
            schemaPath: "#/properties/barcode_generated/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/barcode_generated",
          schemaPath: "#/properties/barcode_generated/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate56.errors = vErrors;
  return errors === 0;
}
const schema26 = {
  $id: "https://escrow-api-sdk.invalid/schemas/OnlineComplaint",
  type: "object",
  required: ["description"],
  properties: { description: { type: "string" } },
};
function validate57(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/OnlineComplaint" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.description === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "description" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.description !== undefined) {
      if (typeof data.description !== "string") {
        const err1 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate57.errors = vErrors;
  return errors === 0;
}
const schema27 = {
  $id: "https://escrow-api-sdk.invalid/schemas/OnlineOrderIssue",
  type: "object",
  required: ["description"],
  properties: { description: { type: "string" } },
};
function validate58(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/OnlineOrderIssue" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.description === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "description" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.description !== undefined) {
      if (typeof data.description !== "string") {
        const err1 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate58.errors = vErrors;
  return errors === 0;
}
const schema28 = {
  $id: "https://escrow-api-sdk.invalid/schemas/OnlineTransaction",
  type: "object",
  required: [
    "id",
    "client_id",
    "status",
    "description",
    "currency",
    "price",
    "quantity",
    "charge",
    "charge_buyer_client",
    "charge_seller",
    "charge_seller_client",
    "is_payment_in_progress",
    "created",
  ],
  properties: {
    id: { type: "integer", safeInteger: true },
    client_id: { type: "string" },
    buyer_id: { type: "string" },
    seller_id: { type: "string" },
    status: { $ref: "https://escrow-api-sdk.invalid/schemas/TransactionStatus" },
    description: { type: "string" },
    currency: { type: "string" },
    price: { type: "integer", safeInteger: true },
    quantity: { type: "integer", safeInteger: true },
    charge: { type: "integer", safeInteger: true },
    charge_buyer_client: { type: "integer", safeInteger: true },
    charge_seller: { type: "integer", safeInteger: true },
    charge_seller_client: { type: "integer", safeInteger: true },
    charge_international_payment: { type: "integer", safeInteger: true },
    charge_postage_buyer: { type: "integer", safeInteger: true },
    charge_postage_client: { type: "integer", safeInteger: true },
    amount_refunded: { type: "integer", safeInteger: true },
    amount_released: { type: "integer", safeInteger: true },
    image_url: { type: "string", format: "uri" },
    is_payment_in_progress: { type: "boolean" },
    join_code: { type: "string" },
    listing_id: { type: "string" },
    listing_type: { $ref: "https://escrow-api-sdk.invalid/schemas/ListingType" },
    released_to_seller: { type: "boolean" },
    shipper_transaction_id: { type: "string" },
    complaint: { $ref: "https://escrow-api-sdk.invalid/schemas/OnlineComplaint" },
    order_issue: { $ref: "https://escrow-api-sdk.invalid/schemas/OnlineOrderIssue" },
    local_post_tracking: { $ref: "https://escrow-api-sdk.invalid/schemas/LocalPostTracking" },
    tracking: { $ref: "https://escrow-api-sdk.invalid/schemas/Tracking" },
    service: { type: "array", items: { $ref: "https://escrow-api-sdk.invalid/schemas/Refund" } },
    review: { $ref: "https://escrow-api-sdk.invalid/schemas/Review" },
    created: { type: "string", format: "date-time" },
    joined: { type: "string", format: "date-time" },
    claimed_by_buyer: { type: "string", format: "date-time" },
    paid: { type: "string", format: "date-time" },
    payment_accepted: { type: "string", format: "date-time" },
    payment_refunded: { type: "string", format: "date-time" },
    tracked: { type: "string", format: "date-time" },
    delivered: { type: "string", format: "date-time" },
    complained: { type: "string", format: "date-time" },
    complaint_period_deadline: { type: "string", format: "date-time" },
    complaint_period_ended: { type: "string", format: "date-time" },
    order_issue_raised: { type: "string", format: "date-time" },
    cancelled: { type: "string", format: "date-time" },
    denied: { type: "string", format: "date-time" },
    funds_released: { type: "string", format: "date-time" },
    listing_creator_accepted: { type: "string", format: "date-time" },
    listing_creator_rejected: { type: "string", format: "date-time" },
    review_flagged: { type: "string", format: "date-time" },
    tracking_details_deadline: { type: "string", format: "date-time" },
    tracking_details_window_started: { type: "string", format: "date-time" },
  },
};
const formats60 = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i;
function validate59(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/OnlineTransaction" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.client_id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "client_id" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.status === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.description === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "description" },
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.currency === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "currency" },
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.price === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "price" },
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.quantity === undefined) {
      const err6 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "quantity" },
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.charge === undefined) {
      const err7 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "charge" },
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.charge_buyer_client === undefined) {
      const err8 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "charge_buyer_client" },
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.charge_seller === undefined) {
      const err9 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "charge_seller" },
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.charge_seller_client === undefined) {
      const err10 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "charge_seller_client" },
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.is_payment_in_progress === undefined) {
      const err11 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "is_payment_in_progress" },
      };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.created === undefined) {
      const err12 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "created" },
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err13 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/properties/id/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (Number.isInteger(data0) && !Number.isSafeInteger(data0)) {
          const err14 = {
            instancePath: instancePath + "/id",
            schemaPath: "#/properties/id/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.client_id !== undefined) {
      if (typeof data.client_id !== "string") {
        const err15 = {
          instancePath: instancePath + "/client_id",
          schemaPath: "#/properties/client_id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.buyer_id !== undefined) {
      if (typeof data.buyer_id !== "string") {
        const err16 = {
          instancePath: instancePath + "/buyer_id",
          schemaPath: "#/properties/buyer_id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.seller_id !== undefined) {
      if (typeof data.seller_id !== "string") {
        const err17 = {
          instancePath: instancePath + "/seller_id",
          schemaPath: "#/properties/seller_id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      if (
        !validate41(data.status, {
          instancePath: instancePath + "/status",
          parentData: data,
          parentDataProperty: "status",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate41.errors.slice();
        else for (const e of validate41.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.description !== undefined) {
      if (typeof data.description !== "string") {
        const err18 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.currency !== undefined) {
      if (typeof data.currency !== "string") {
        const err19 = {
          instancePath: instancePath + "/currency",
          schemaPath: "#/properties/currency/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.price !== undefined) {
      let data7 = data.price;
      if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
        const err20 = {
          instancePath: instancePath + "/price",
          schemaPath: "#/properties/price/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (typeof data7 == "number" && isFinite(data7)) {
        if (Number.isInteger(data7) && !Number.isSafeInteger(data7)) {
          const err21 = {
            instancePath: instancePath + "/price",
            schemaPath: "#/properties/price/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
    }
    if (data.quantity !== undefined) {
      let data8 = data.quantity;
      if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
        const err22 = {
          instancePath: instancePath + "/quantity",
          schemaPath: "#/properties/quantity/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (typeof data8 == "number" && isFinite(data8)) {
        if (Number.isInteger(data8) && !Number.isSafeInteger(data8)) {
          const err23 = {
            instancePath: instancePath + "/quantity",
            schemaPath: "#/properties/quantity/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    if (data.charge !== undefined) {
      let data9 = data.charge;
      if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err24 = {
          instancePath: instancePath + "/charge",
          schemaPath: "#/properties/charge/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if (typeof data9 == "number" && isFinite(data9)) {
        if (Number.isInteger(data9) && !Number.isSafeInteger(data9)) {
          const err25 = {
            instancePath: instancePath + "/charge",
            schemaPath: "#/properties/charge/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
    }
    if (data.charge_buyer_client !== undefined) {
      let data10 = data.charge_buyer_client;
      if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10))) {
        const err26 = {
          instancePath: instancePath + "/charge_buyer_client",
          schemaPath: "#/properties/charge_buyer_client/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      if (typeof data10 == "number" && isFinite(data10)) {
        if (Number.isInteger(data10) && !Number.isSafeInteger(data10)) {
          const err27 = {
            instancePath: instancePath + "/charge_buyer_client",
            schemaPath: "#/properties/charge_buyer_client/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
    }
    if (data.charge_seller !== undefined) {
      let data11 = data.charge_seller;
      if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
        const err28 = {
          instancePath: instancePath + "/charge_seller",
          schemaPath: "#/properties/charge_seller/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      if (typeof data11 == "number" && isFinite(data11)) {
        if (Number.isInteger(data11) && !Number.isSafeInteger(data11)) {
          const err29 = {
            instancePath: instancePath + "/charge_seller",
            schemaPath: "#/properties/charge_seller/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
    }
    if (data.charge_seller_client !== undefined) {
      let data12 = data.charge_seller_client;
      if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
        const err30 = {
          instancePath: instancePath + "/charge_seller_client",
          schemaPath: "#/properties/charge_seller_client/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
      if (typeof data12 == "number" && isFinite(data12)) {
        if (Number.isInteger(data12) && !Number.isSafeInteger(data12)) {
          const err31 = {
            instancePath: instancePath + "/charge_seller_client",
            schemaPath: "#/properties/charge_seller_client/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      }
    }
    if (data.charge_international_payment !== undefined) {
      let data13 = data.charge_international_payment;
      if (!(typeof data13 == "number" && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err32 = {
          instancePath: instancePath + "/charge_international_payment",
          schemaPath: "#/properties/charge_international_payment/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
      if (typeof data13 == "number" && isFinite(data13)) {
        if (Number.isInteger(data13) && !Number.isSafeInteger(data13)) {
          const err33 = {
            instancePath: instancePath + "/charge_international_payment",
            schemaPath: "#/properties/charge_international_payment/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      }
    }
    if (data.charge_postage_buyer !== undefined) {
      let data14 = data.charge_postage_buyer;
      if (!(typeof data14 == "number" && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
        const err34 = {
          instancePath: instancePath + "/charge_postage_buyer",
          schemaPath: "#/properties/charge_postage_buyer/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (typeof data14 == "number" && isFinite(data14)) {
        if (Number.isInteger(data14) && !Number.isSafeInteger(data14)) {
          const err35 = {
            instancePath: instancePath + "/charge_postage_buyer",
            schemaPath: "#/properties/charge_postage_buyer/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
    }
    if (data.charge_postage_client !== undefined) {
      let data15 = data.charge_postage_client;
      if (!(typeof data15 == "number" && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
        const err36 = {
          instancePath: instancePath + "/charge_postage_client",
          schemaPath: "#/properties/charge_postage_client/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
      if (typeof data15 == "number" && isFinite(data15)) {
        if (Number.isInteger(data15) && !Number.isSafeInteger(data15)) {
          const err37 = {
            instancePath: instancePath + "/charge_postage_client",
            schemaPath: "#/properties/charge_postage_client/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
      }
    }
    if (data.amount_refunded !== undefined) {
      let data16 = data.amount_refunded;
      if (!(typeof data16 == "number" && !(data16 % 1) && !isNaN(data16) && isFinite(data16))) {
        const err38 = {
          instancePath: instancePath + "/amount_refunded",
          schemaPath: "#/properties/amount_refunded/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
      if (typeof data16 == "number" && isFinite(data16)) {
        if (Number.isInteger(data16) && !Number.isSafeInteger(data16)) {
          const err39 = {
            instancePath: instancePath + "/amount_refunded",
            schemaPath: "#/properties/amount_refunded/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      }
    }
    if (data.amount_released !== undefined) {
      let data17 = data.amount_released;
      if (!(typeof data17 == "number" && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
        const err40 = {
          instancePath: instancePath + "/amount_released",
          schemaPath: "#/properties/amount_released/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
      if (typeof data17 == "number" && isFinite(data17)) {
        if (Number.isInteger(data17) && !Number.isSafeInteger(data17)) {
          const err41 = {
            instancePath: instancePath + "/amount_released",
            schemaPath: "#/properties/amount_released/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      }
    }
    if (data.image_url !== undefined) {
      let data18 = data.image_url;
      if (typeof data18 === "string") {
        if (!formats60.test(data18)) {
          const err42 = {
            instancePath: instancePath + "/image_url",
            schemaPath: "#/properties/image_url/format",
            keyword: "format",
            params: { format: "uri" },
          };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
      } else {
        const err43 = {
          instancePath: instancePath + "/image_url",
          schemaPath: "#/properties/image_url/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.is_payment_in_progress !== undefined) {
      if (typeof data.is_payment_in_progress !== "boolean") {
        const err44 = {
          instancePath: instancePath + "/is_payment_in_progress",
          schemaPath: "#/properties/is_payment_in_progress/type",
          keyword: "type",
          params: { type: "boolean" },
        };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.join_code !== undefined) {
      if (typeof data.join_code !== "string") {
        const err45 = {
          instancePath: instancePath + "/join_code",
          schemaPath: "#/properties/join_code/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
    }
    if (data.listing_id !== undefined) {
      if (typeof data.listing_id !== "string") {
        const err46 = {
          instancePath: instancePath + "/listing_id",
          schemaPath: "#/properties/listing_id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.listing_type !== undefined) {
      if (
        !validate44(data.listing_type, {
          instancePath: instancePath + "/listing_type",
          parentData: data,
          parentDataProperty: "listing_type",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate44.errors.slice();
        else for (const e of validate44.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.released_to_seller !== undefined) {
      if (typeof data.released_to_seller !== "boolean") {
        const err47 = {
          instancePath: instancePath + "/released_to_seller",
          schemaPath: "#/properties/released_to_seller/type",
          keyword: "type",
          params: { type: "boolean" },
        };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
    if (data.shipper_transaction_id !== undefined) {
      if (typeof data.shipper_transaction_id !== "string") {
        const err48 = {
          instancePath: instancePath + "/shipper_transaction_id",
          schemaPath: "#/properties/shipper_transaction_id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
    }
    if (data.complaint !== undefined) {
      if (
        !validate57(data.complaint, {
          instancePath: instancePath + "/complaint",
          parentData: data,
          parentDataProperty: "complaint",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate57.errors.slice();
        else for (const e of validate57.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.order_issue !== undefined) {
      if (
        !validate58(data.order_issue, {
          instancePath: instancePath + "/order_issue",
          parentData: data,
          parentDataProperty: "order_issue",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate58.errors.slice();
        else for (const e of validate58.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.local_post_tracking !== undefined) {
      if (
        !validate56(data.local_post_tracking, {
          instancePath: instancePath + "/local_post_tracking",
          parentData: data,
          parentDataProperty: "local_post_tracking",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate56.errors.slice();
        else for (const e of validate56.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.tracking !== undefined) {
      if (
        !validate53(data.tracking, {
          instancePath: instancePath + "/tracking",
          parentData: data,
          parentDataProperty: "tracking",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate53.errors.slice();
        else for (const e of validate53.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.service !== undefined) {
      let data29 = data.service;
      if (Array.isArray(data29)) {
        const len0 = data29.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate51(data29[i0], {
              instancePath: instancePath + "/service/" + i0,
              parentData: data29,
              parentDataProperty: i0,
              rootData,
            })
          ) {
            if (vErrors === null) vErrors = validate51.errors.slice();
            else for (const e of validate51.errors) vErrors.push(e);
            errors = vErrors.length;
          }
        }
      } else {
        const err49 = {
          instancePath: instancePath + "/service",
          schemaPath: "#/properties/service/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
    if (data.review !== undefined) {
      if (
        !validate49(data.review, {
          instancePath: instancePath + "/review",
          parentData: data,
          parentDataProperty: "review",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate49.errors.slice();
        else for (const e of validate49.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.created !== undefined) {
      let data32 = data.created;
      if (typeof data32 === "string") {
        if (!formats0(data32)) {
          const err50 = {
            instancePath: instancePath + "/created",
            schemaPath: "#/properties/created/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
      } else {
        const err51 = {
          instancePath: instancePath + "/created",
          schemaPath: "#/properties/created/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
    }
    if (data.joined !== undefined) {
      let data33 = data.joined;
      if (typeof data33 === "string") {
        if (!formats0(data33)) {
          const err52 = {
            instancePath: instancePath + "/joined",
            schemaPath: "#/properties/joined/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
      } else {
        const err53 = {
          instancePath: instancePath + "/joined",
          schemaPath: "#/properties/joined/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
    }
    if (data.claimed_by_buyer !== undefined) {
      let data34 = data.claimed_by_buyer;
      if (typeof data34 === "string") {
        if (!formats0(data34)) {
          const err54 = {
            instancePath: instancePath + "/claimed_by_buyer",
            schemaPath: "#/properties/claimed_by_buyer/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
      } else {
        const err55 = {
          instancePath: instancePath + "/claimed_by_buyer",
          schemaPath: "#/properties/claimed_by_buyer/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      }
    }
    if (data.paid !== undefined) {
      let data35 = data.paid;
      if (typeof data35 === "string") {
        if (!formats0(data35)) {
          const err56 = {
            instancePath: instancePath + "/paid",
            schemaPath: "#/properties/paid/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
      } else {
        const err57 = {
          instancePath: instancePath + "/paid",
          schemaPath: "#/properties/paid/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
    }
    if (data.payment_accepted !== undefined) {
      let data36 = data.payment_accepted;
      if (typeof data36 === "string") {
        if (!formats0(data36)) {
          const err58 = {
            instancePath: instancePath + "/payment_accepted",
            schemaPath: "#/properties/payment_accepted/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
      } else {
        const err59 = {
          instancePath: instancePath + "/payment_accepted",
          schemaPath: "#/properties/payment_accepted/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err59];
        } else {
          vErrors.push(err59);
        }
        errors++;
      }
    }
    if (data.payment_refunded !== undefined) {
      let data37 = data.payment_refunded;
      if (typeof data37 === "string") {
        if (!formats0(data37)) {
          const err60 = {
            instancePath: instancePath + "/payment_refunded",
            schemaPath: "#/properties/payment_refunded/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err60];
          } else {
            vErrors.push(err60);
          }
          errors++;
        }
      } else {
        const err61 = {
          instancePath: instancePath + "/payment_refunded",
          schemaPath: "#/properties/payment_refunded/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err61];
        } else {
          vErrors.push(err61);
        }
        errors++;
      }
    }
    if (data.tracked !== undefined) {
      let data38 = data.tracked;
      if (typeof data38 === "string") {
        if (!formats0(data38)) {
          const err62 = {
            instancePath: instancePath + "/tracked",
            schemaPath: "#/properties/tracked/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
      } else {
        const err63 = {
          instancePath: instancePath + "/tracked",
          schemaPath: "#/properties/tracked/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err63];
        } else {
          vErrors.push(err63);
        }
        errors++;
      }
    }
    if (data.delivered !== undefined) {
      let data39 = data.delivered;
      if (typeof data39 === "string") {
        if (!formats0(data39)) {
          const err64 = {
            instancePath: instancePath + "/delivered",
            schemaPath: "#/properties/delivered/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err64];
          } else {
            vErrors.push(err64);
          }
          errors++;
        }
      } else {
        const err65 = {
          instancePath: instancePath + "/delivered",
          schemaPath: "#/properties/delivered/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      }
    }
    if (data.complained !== undefined) {
      let data40 = data.complained;
      if (typeof data40 === "string") {
        if (!formats0(data40)) {
          const err66 = {
            instancePath: instancePath + "/complained",
            schemaPath: "#/properties/complained/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err66];
          } else {
            vErrors.push(err66);
          }
          errors++;
        }
      } else {
        const err67 = {
          instancePath: instancePath + "/complained",
          schemaPath: "#/properties/complained/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
    }
    if (data.complaint_period_deadline !== undefined) {
      let data41 = data.complaint_period_deadline;
      if (typeof data41 === "string") {
        if (!formats0(data41)) {
          const err68 = {
            instancePath: instancePath + "/complaint_period_deadline",
            schemaPath: "#/properties/complaint_period_deadline/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err68];
          } else {
            vErrors.push(err68);
          }
          errors++;
        }
      } else {
        const err69 = {
          instancePath: instancePath + "/complaint_period_deadline",
          schemaPath: "#/properties/complaint_period_deadline/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err69];
        } else {
          vErrors.push(err69);
        }
        errors++;
      }
    }
    if (data.complaint_period_ended !== undefined) {
      let data42 = data.complaint_period_ended;
      if (typeof data42 === "string") {
        if (!formats0(data42)) {
          const err70 = {
            instancePath: instancePath + "/complaint_period_ended",
            schemaPath: "#/properties/complaint_period_ended/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err70];
          } else {
            vErrors.push(err70);
          }
          errors++;
        }
      } else {
        const err71 = {
          instancePath: instancePath + "/complaint_period_ended",
          schemaPath: "#/properties/complaint_period_ended/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err71];
        } else {
          vErrors.push(err71);
        }
        errors++;
      }
    }
    if (data.order_issue_raised !== undefined) {
      let data43 = data.order_issue_raised;
      if (typeof data43 === "string") {
        if (!formats0(data43)) {
          const err72 = {
            instancePath: instancePath + "/order_issue_raised",
            schemaPath: "#/properties/order_issue_raised/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err72];
          } else {
            vErrors.push(err72);
          }
          errors++;
        }
      } else {
        const err73 = {
          instancePath: instancePath + "/order_issue_raised",
          schemaPath: "#/properties/order_issue_raised/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err73];
        } else {
          vErrors.push(err73);
        }
        errors++;
      }
    }
    if (data.cancelled !== undefined) {
      let data44 = data.cancelled;
      if (typeof data44 === "string") {
        if (!formats0(data44)) {
          const err74 = {
            instancePath: instancePath + "/cancelled",
            schemaPath: "#/properties/cancelled/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err74];
          } else {
            vErrors.push(err74);
          }
          errors++;
        }
      } else {
        const err75 = {
          instancePath: instancePath + "/cancelled",
          schemaPath: "#/properties/cancelled/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err75];
        } else {
          vErrors.push(err75);
        }
        errors++;
      }
    }
    if (data.denied !== undefined) {
      let data45 = data.denied;
      if (typeof data45 === "string") {
        if (!formats0(data45)) {
          const err76 = {
            instancePath: instancePath + "/denied",
            schemaPath: "#/properties/denied/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err76];
          } else {
            vErrors.push(err76);
          }
          errors++;
        }
      } else {
        const err77 = {
          instancePath: instancePath + "/denied",
          schemaPath: "#/properties/denied/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err77];
        } else {
          vErrors.push(err77);
        }
        errors++;
      }
    }
    if (data.funds_released !== undefined) {
      let data46 = data.funds_released;
      if (typeof data46 === "string") {
        if (!formats0(data46)) {
          const err78 = {
            instancePath: instancePath + "/funds_released",
            schemaPath: "#/properties/funds_released/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err78];
          } else {
            vErrors.push(err78);
          }
          errors++;
        }
      } else {
        const err79 = {
          instancePath: instancePath + "/funds_released",
          schemaPath: "#/properties/funds_released/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err79];
        } else {
          vErrors.push(err79);
        }
        errors++;
      }
    }
    if (data.listing_creator_accepted !== undefined) {
      let data47 = data.listing_creator_accepted;
      if (typeof data47 === "string") {
        if (!formats0(data47)) {
          const err80 = {
            instancePath: instancePath + "/listing_creator_accepted",
            schemaPath: "#/properties/listing_creator_accepted/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err80];
          } else {
            vErrors.push(err80);
          }
          errors++;
        }
      } else {
        const err81 = {
          instancePath: instancePath + "/listing_creator_accepted",
          schemaPath: "#/properties/listing_creator_accepted/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err81];
        } else {
          vErrors.push(err81);
        }
        errors++;
      }
    }
    if (data.listing_creator_rejected !== undefined) {
      let data48 = data.listing_creator_rejected;
      if (typeof data48 === "string") {
        if (!formats0(data48)) {
          const err82 = {
            instancePath: instancePath + "/listing_creator_rejected",
            schemaPath: "#/properties/listing_creator_rejected/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err82];
          } else {
            vErrors.push(err82);
          }
          errors++;
        }
      } else {
        const err83 = {
          instancePath: instancePath + "/listing_creator_rejected",
          schemaPath: "#/properties/listing_creator_rejected/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err83];
        } else {
          vErrors.push(err83);
        }
        errors++;
      }
    }
    if (data.review_flagged !== undefined) {
      let data49 = data.review_flagged;
      if (typeof data49 === "string") {
        if (!formats0(data49)) {
          const err84 = {
            instancePath: instancePath + "/review_flagged",
            schemaPath: "#/properties/review_flagged/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err84];
          } else {
            vErrors.push(err84);
          }
          errors++;
        }
      } else {
        const err85 = {
          instancePath: instancePath + "/review_flagged",
          schemaPath: "#/properties/review_flagged/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err85];
        } else {
          vErrors.push(err85);
        }
        errors++;
      }
    }
    if (data.tracking_details_deadline !== undefined) {
      let data50 = data.tracking_details_deadline;
      if (typeof data50 === "string") {
        if (!formats0(data50)) {
          const err86 = {
            instancePath: instancePath + "/tracking_details_deadline",
            schemaPath: "#/properties/tracking_details_deadline/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err86];
          } else {
            vErrors.push(err86);
          }
          errors++;
        }
      } else {
        const err87 = {
          instancePath: instancePath + "/tracking_details_deadline",
          schemaPath: "#/properties/tracking_details_deadline/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err87];
        } else {
          vErrors.push(err87);
        }
        errors++;
      }
    }
    if (data.tracking_details_window_started !== undefined) {
      let data51 = data.tracking_details_window_started;
      if (typeof data51 === "string") {
        if (!formats0(data51)) {
          const err88 = {
            instancePath: instancePath + "/tracking_details_window_started",
            schemaPath: "#/properties/tracking_details_window_started/format",
            keyword: "format",
            params: { format: "date-time" },
          };
          if (vErrors === null) {
            vErrors = [err88];
          } else {
            vErrors.push(err88);
          }
          errors++;
        }
      } else {
        const err89 = {
          instancePath: instancePath + "/tracking_details_window_started",
          schemaPath: "#/properties/tracking_details_window_started/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err89];
        } else {
          vErrors.push(err89);
        }
        errors++;
      }
    }
  } else {
    const err90 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err90];
    } else {
      vErrors.push(err90);
    }
    errors++;
  }
  validate59.errors = vErrors;
  return errors === 0;
}
const schema29 = { $id: "https://escrow-api-sdk.invalid/schemas/OpenBody" };
function validate68(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/OpenBody" */ validate68.errors = null;
  return true;
}
const schema30 = {
  $id: "https://escrow-api-sdk.invalid/schemas/SetPriceCurrency",
  type: "string",
  enum: ["aud", "eur", "gbp", "myr", "pln", "sek", "usd", "huf"],
};
function validate69(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/SetPriceCurrency" */ let vErrors = null;
  let errors = 0;
  if (typeof data !== "string") {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(
    data === "aud" ||
    data === "eur" ||
    data === "gbp" ||
    data === "myr" ||
    data === "pln" ||
    data === "sek" ||
    data === "usd" ||
    data === "huf"
  )) {
    const err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema30.enum } };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate69.errors = vErrors;
  return errors === 0;
}
const schema31 = {
  $id: "https://escrow-api-sdk.invalid/schemas/SetPriceRequest",
  type: "object",
  required: ["charge", "charge_calculator_version", "currency", "price"],
  properties: {
    charge: { type: "integer", safeInteger: true },
    charge_calculator_version: { type: "integer", safeInteger: true },
    currency: { $ref: "https://escrow-api-sdk.invalid/schemas/SetPriceCurrency" },
    price: { type: "integer", safeInteger: true },
  },
};
function validate70(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/SetPriceRequest" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.charge === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "charge" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.charge_calculator_version === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "charge_calculator_version" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.currency === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "currency" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.price === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "price" },
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.charge !== undefined) {
      let data0 = data.charge;
      if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err4 = {
          instancePath: instancePath + "/charge",
          schemaPath: "#/properties/charge/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (Number.isInteger(data0) && !Number.isSafeInteger(data0)) {
          const err5 = {
            instancePath: instancePath + "/charge",
            schemaPath: "#/properties/charge/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.charge_calculator_version !== undefined) {
      let data1 = data.charge_calculator_version;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err6 = {
          instancePath: instancePath + "/charge_calculator_version",
          schemaPath: "#/properties/charge_calculator_version/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (Number.isInteger(data1) && !Number.isSafeInteger(data1)) {
          const err7 = {
            instancePath: instancePath + "/charge_calculator_version",
            schemaPath: "#/properties/charge_calculator_version/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.currency !== undefined) {
      if (
        !validate69(data.currency, {
          instancePath: instancePath + "/currency",
          parentData: data,
          parentDataProperty: "currency",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate69.errors.slice();
        else for (const e of validate69.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.price !== undefined) {
      let data3 = data.price;
      if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err8 = {
          instancePath: instancePath + "/price",
          schemaPath: "#/properties/price/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (Number.isInteger(data3) && !Number.isSafeInteger(data3)) {
          const err9 = {
            instancePath: instancePath + "/price",
            schemaPath: "#/properties/price/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate70.errors = vErrors;
  return errors === 0;
}
const schema32 = {
  $id: "https://escrow-api-sdk.invalid/schemas/ShippingRate",
  type: "object",
  required: [
    "amount",
    "amount_local",
    "attributes",
    "currency",
    "currency_local",
    "duration_terms",
    "estimated_days",
    "id",
    "provider",
    "provider_image",
    "servicelevel",
  ],
  properties: {
    amount: { type: "string" },
    amount_local: { type: "string" },
    attributes: { type: "array", items: { type: "string" } },
    currency: { type: "string" },
    currency_local: { type: "string" },
    duration_terms: { type: "string" },
    estimated_days: { type: "integer", safeInteger: true },
    id: { type: "string" },
    provider: { type: "string" },
    provider_image: { type: "string" },
    servicelevel: { $ref: "https://escrow-api-sdk.invalid/schemas/ShippingServiceLevel" },
    arrives_by: { type: "string" },
  },
};
const schema33 = { $id: "https://escrow-api-sdk.invalid/schemas/ShippingServiceLevel", type: "object" };
function validate73(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/ShippingServiceLevel" */ let vErrors = null;
  let errors = 0;
  if (!(data && typeof data == "object" && !Array.isArray(data))) {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate73.errors = vErrors;
  return errors === 0;
}
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/ShippingRate" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.amount === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "amount" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.amount_local === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "amount_local" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.attributes === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "attributes" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.currency === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "currency" },
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.currency_local === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "currency_local" },
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.duration_terms === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "duration_terms" },
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.estimated_days === undefined) {
      const err6 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "estimated_days" },
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.provider === undefined) {
      const err8 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "provider" },
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.provider_image === undefined) {
      const err9 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "provider_image" },
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.servicelevel === undefined) {
      const err10 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "servicelevel" },
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.amount !== undefined) {
      if (typeof data.amount !== "string") {
        const err11 = {
          instancePath: instancePath + "/amount",
          schemaPath: "#/properties/amount/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.amount_local !== undefined) {
      if (typeof data.amount_local !== "string") {
        const err12 = {
          instancePath: instancePath + "/amount_local",
          schemaPath: "#/properties/amount_local/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.attributes !== undefined) {
      let data2 = data.attributes;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data2[i0] !== "string") {
            const err13 = {
              instancePath: instancePath + "/attributes/" + i0,
              schemaPath: "#/properties/attributes/items/type",
              keyword: "type",
              params: { type: "string" },
            };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = {
          instancePath: instancePath + "/attributes",
          schemaPath: "#/properties/attributes/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.currency !== undefined) {
      if (typeof data.currency !== "string") {
        const err15 = {
          instancePath: instancePath + "/currency",
          schemaPath: "#/properties/currency/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.currency_local !== undefined) {
      if (typeof data.currency_local !== "string") {
        const err16 = {
          instancePath: instancePath + "/currency_local",
          schemaPath: "#/properties/currency_local/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.duration_terms !== undefined) {
      if (typeof data.duration_terms !== "string") {
        const err17 = {
          instancePath: instancePath + "/duration_terms",
          schemaPath: "#/properties/duration_terms/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.estimated_days !== undefined) {
      let data7 = data.estimated_days;
      if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
        const err18 = {
          instancePath: instancePath + "/estimated_days",
          schemaPath: "#/properties/estimated_days/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (typeof data7 == "number" && isFinite(data7)) {
        if (Number.isInteger(data7) && !Number.isSafeInteger(data7)) {
          const err19 = {
            instancePath: instancePath + "/estimated_days",
            schemaPath: "#/properties/estimated_days/safeInteger",
            keyword: "safeInteger",
            params: {},
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
    }
    if (data.id !== undefined) {
      if (typeof data.id !== "string") {
        const err20 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/properties/id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.provider !== undefined) {
      if (typeof data.provider !== "string") {
        const err21 = {
          instancePath: instancePath + "/provider",
          schemaPath: "#/properties/provider/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.provider_image !== undefined) {
      if (typeof data.provider_image !== "string") {
        const err22 = {
          instancePath: instancePath + "/provider_image",
          schemaPath: "#/properties/provider_image/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.servicelevel !== undefined) {
      if (
        !validate73(data.servicelevel, {
          instancePath: instancePath + "/servicelevel",
          parentData: data,
          parentDataProperty: "servicelevel",
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate73.errors.slice();
        else for (const e of validate73.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
    if (data.arrives_by !== undefined) {
      if (typeof data.arrives_by !== "string") {
        const err23 = {
          instancePath: instancePath + "/arrives_by",
          schemaPath: "#/properties/arrives_by/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
  } else {
    const err24 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  validate72.errors = vErrors;
  return errors === 0;
}
const schema34 = {
  $id: "https://escrow-api-sdk.invalid/schemas/SupportedCarrier",
  type: "object",
  required: ["code", "name"],
  properties: { code: { type: "string" }, name: { type: "string" } },
};
function validate75(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/SupportedCarrier" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.code === undefined) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "code" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.name === undefined) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.code !== undefined) {
      if (typeof data.code !== "string") {
        const err2 = {
          instancePath: instancePath + "/code",
          schemaPath: "#/properties/code/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      if (typeof data.name !== "string") {
        const err3 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate75.errors = vErrors;
  return errors === 0;
}
const schema35 = {
  $id: "https://escrow-api-sdk.invalid/schemas/TrackRequest",
  type: "object",
  required: ["carrier", "tracking_code"],
  properties: { carrier: { type: "string" }, tracking_code: { type: "string" } },
};
function validate76(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/TrackRequest" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.carrier === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "carrier" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.tracking_code === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "tracking_code" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.carrier !== undefined) {
      if (typeof data.carrier !== "string") {
        const err2 = {
          instancePath: instancePath + "/carrier",
          schemaPath: "#/properties/carrier/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.tracking_code !== undefined) {
      if (typeof data.tracking_code !== "string") {
        const err3 = {
          instancePath: instancePath + "/tracking_code",
          schemaPath: "#/properties/tracking_code/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate76.errors = vErrors;
  return errors === 0;
}
const schema36 = {
  $id: "https://escrow-api-sdk.invalid/schemas/result0",
  type: "array",
  maxItems: 50,
  items: { anyOf: [{ $ref: "https://escrow-api-sdk.invalid/schemas/OnlineTransaction" }, { type: "null" }] },
};
function validate77(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/result0" */ let vErrors = null;
  let errors = 0;
  if (Array.isArray(data)) {
    if (data.length > 50) {
      const err0 = { instancePath, schemaPath: "#/maxItems", keyword: "maxItems", params: { limit: 50 } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      let data0 = data[i0];
      const _errs2 = errors;
      let valid2 = false;
      const _errs3 = errors;
      if (
        !validate59(data0, {
          instancePath: instancePath + "/" + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate59.errors.slice();
        else for (const e of validate59.errors) vErrors.push(e);
        errors = vErrors.length;
      }
      var _valid0 = _errs3 === errors;
      valid2 = valid2 || _valid0;
      if (!valid2) {
        const _errs4 = errors;
        if (data0 !== null) {
          const err1 = {
            instancePath: instancePath + "/" + i0,
            schemaPath: "#/items/anyOf/1/type",
            keyword: "type",
            params: { type: "null" },
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        var _valid0 = _errs4 === errors;
        valid2 = valid2 || _valid0;
      }
      if (!valid2) {
        const err2 = {
          instancePath: instancePath + "/" + i0,
          schemaPath: "#/items/anyOf",
          keyword: "anyOf",
          params: {},
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      } else {
        errors = _errs2;
        if (vErrors !== null) {
          if (_errs2) {
            vErrors.length = _errs2;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate77.errors = vErrors;
  return errors === 0;
}
const schema37 = {
  $id: "https://escrow-api-sdk.invalid/schemas/result1",
  $ref: "https://escrow-api-sdk.invalid/schemas/F2fTransaction",
};
function validate79(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/result1" */ let vErrors = null;
  let errors = 0;
  if (!validate40(data, { instancePath, parentData, parentDataProperty, rootData })) {
    if (vErrors === null) vErrors = validate40.errors.slice();
    else for (const e of validate40.errors) vErrors.push(e);
    errors = vErrors.length;
  }
  validate79.errors = vErrors;
  return errors === 0;
}
const schema38 = {
  $id: "https://escrow-api-sdk.invalid/schemas/result2",
  $ref: "https://escrow-api-sdk.invalid/schemas/F2fTransaction",
};
function validate81(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/result2" */ let vErrors = null;
  let errors = 0;
  if (!validate40(data, { instancePath, parentData, parentDataProperty, rootData })) {
    if (vErrors === null) vErrors = validate40.errors.slice();
    else for (const e of validate40.errors) vErrors.push(e);
    errors = vErrors.length;
  }
  validate81.errors = vErrors;
  return errors === 0;
}
const schema39 = {
  $id: "https://escrow-api-sdk.invalid/schemas/result3",
  $ref: "https://escrow-api-sdk.invalid/schemas/OnlineTransaction",
};
function validate83(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/result3" */ let vErrors = null;
  let errors = 0;
  if (!validate59(data, { instancePath, parentData, parentDataProperty, rootData })) {
    if (vErrors === null) vErrors = validate59.errors.slice();
    else for (const e of validate59.errors) vErrors.push(e);
    errors = vErrors.length;
  }
  validate83.errors = vErrors;
  return errors === 0;
}
const schema40 = {
  $id: "https://escrow-api-sdk.invalid/schemas/result4",
  $ref: "https://escrow-api-sdk.invalid/schemas/OnlineTransaction",
};
function validate85(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/result4" */ let vErrors = null;
  let errors = 0;
  if (!validate59(data, { instancePath, parentData, parentDataProperty, rootData })) {
    if (vErrors === null) vErrors = validate59.errors.slice();
    else for (const e of validate59.errors) vErrors.push(e);
    errors = vErrors.length;
  }
  validate85.errors = vErrors;
  return errors === 0;
}
const schema41 = {
  $id: "https://escrow-api-sdk.invalid/schemas/result5",
  type: "array",
  items: { $ref: "https://escrow-api-sdk.invalid/schemas/ShippingRate" },
};
function validate87(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/result5" */ let vErrors = null;
  let errors = 0;
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (
        !validate72(data[i0], {
          instancePath: instancePath + "/" + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate72.errors.slice();
        else for (const e of validate72.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate87.errors = vErrors;
  return errors === 0;
}
const schema42 = {
  $id: "https://escrow-api-sdk.invalid/schemas/result6",
  $ref: "https://escrow-api-sdk.invalid/schemas/F2fBankTransferDetails",
};
function validate89(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/result6" */ let vErrors = null;
  let errors = 0;
  if (!validate28(data, { instancePath, parentData, parentDataProperty, rootData })) {
    if (vErrors === null) vErrors = validate28.errors.slice();
    else for (const e of validate28.errors) vErrors.push(e);
    errors = vErrors.length;
  }
  validate89.errors = vErrors;
  return errors === 0;
}
const schema43 = {
  $id: "https://escrow-api-sdk.invalid/schemas/result7",
  anyOf: [
    { type: "array", items: { $ref: "https://escrow-api-sdk.invalid/schemas/SupportedCarrier" } },
    { type: "object", additionalProperties: true },
  ],
};
function validate91(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/result7" */ let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (
        !validate75(data[i0], {
          instancePath: instancePath + "/" + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
        })
      ) {
        if (vErrors === null) vErrors = validate75.errors.slice();
        else for (const e of validate75.errors) vErrors.push(e);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = { instancePath, schemaPath: "#/anyOf/0/type", keyword: "type", params: { type: "array" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const _errs4 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
    } else {
      const err1 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "object" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    var _valid0 = _errs4 === errors;
    valid0 = valid0 || _valid0;
  }
  if (!valid0) {
    const err2 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {} };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate91.errors = vErrors;
  return errors === 0;
}
const schema44 = {
  $id: "https://escrow-api-sdk.invalid/schemas/result8",
  type: "object",
  properties: { client_secret: {} },
};
function validate93(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://escrow-api-sdk.invalid/schemas/result8" */ let vErrors = null;
  let errors = 0;
  if (!(data && typeof data == "object" && !Array.isArray(data))) {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate93.errors = vErrors;
  return errors === 0;
}
export const ApiErrorBody = { name: "ApiErrorBody", check: validate21 };
export const ComplaintCategory = { name: "ComplaintCategory", check: validate24 };
export const DepositFeeMultiplier = { name: "DepositFeeMultiplier", check: validate25 };
export const DepositPricing = { name: "DepositPricing", check: validate26 };
export const F2fBankTransferDetails = { name: "F2fBankTransferDetails", check: validate28 };
export const F2fCancellation = { name: "F2fCancellation", check: validate31 };
export const F2fComplainRequest = { name: "F2fComplainRequest", check: validate32 };
export const F2fComplaint = { name: "F2fComplaint", check: validate34 };
export const F2fItem = { name: "F2fItem", check: validate36 };
export const F2fOrderIssue = { name: "F2fOrderIssue", check: validate39 };
export const F2fTransaction = { name: "F2fTransaction", check: validate40 };
export const FinancialAddress = { name: "FinancialAddress", check: validate29 };
export const ItemCurrency = { name: "ItemCurrency", check: validate37 };
export const KnownErrorCode = { name: "KnownErrorCode", check: validate22 };
export const ListingType = { name: "ListingType", check: validate44 };
export const LocalPostTracking = { name: "LocalPostTracking", check: validate56 };
export const OnlineComplaint = { name: "OnlineComplaint", check: validate57 };
export const OnlineOrderIssue = { name: "OnlineOrderIssue", check: validate58 };
export const OnlineTransaction = { name: "OnlineTransaction", check: validate59 };
export const OpenBody = { name: "OpenBody", check: validate68 };
export const Refund = { name: "Refund", check: validate51 };
export const Review = { name: "Review", check: validate49 };
export const SetPriceCurrency = { name: "SetPriceCurrency", check: validate69 };
export const SetPriceRequest = { name: "SetPriceRequest", check: validate70 };
export const ShippingRate = { name: "ShippingRate", check: validate72 };
export const ShippingServiceLevel = { name: "ShippingServiceLevel", check: validate73 };
export const SupportedCarrier = { name: "SupportedCarrier", check: validate75 };
export const TrackRequest = { name: "TrackRequest", check: validate76 };
export const Tracking = { name: "Tracking", check: validate53 };
export const TransactionStatus = { name: "TransactionStatus", check: validate41 };
export const RESULTS = {
  "GET /api/v1/batch/transactions": { 200: [validate77, "(OnlineTransaction | null)[]"] },
  "POST /api/v1/p2p/transactions/{transactionId}/set_price": { 200: [validate79, "F2fTransaction"] },
  "POST /api/v1/p2p/transactions/{transaction_id}/complain": { 200: [validate81, "F2fTransaction"] },
  "POST /api/v1/transactions/{transaction_id}/track": { 200: [validate83, "OnlineTransaction"] },
  "POST /api/v1/transactions/{transaction_id}/accept_payment_with_guest_seller": {
    200: [validate85, "OnlineTransaction"],
  },
  "GET /api/v1/transactions/{transaction_id}/shipper_shipping_rates": { 200: [validate87, "ShippingRate[]"] },
  "GET /api/v1/p2p/transactions/{transaction_id}/bank_transfer_details": {
    200: [validate89, "F2fBankTransferDetails"],
  },
  "GET /api/v1/supported_carriers": { "2XX": [validate91, "the result of listSupportedCarriers"] },
  "GET /api/v1/transactions/{transaction_id}/payments_client_secret": {
    "2XX": [validate93, "the result of getPaymentsClientSecret"],
  },
};
