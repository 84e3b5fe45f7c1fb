// Generated from the server's OpenAPI document by apps/server/test/openapi.test.ts; do not edit.
// After changing a route: cd apps/server && npx vitest run test/openapi.test.ts -u

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and the database engine in use */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                /** @enum {string} */
                                db: "pglite" | "postgres";
                                version: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/running": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enterprise's queued and running background jobs with their progress */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                kind: string;
                                subject: number;
                                label: string;
                                /** @enum {string} */
                                state: "queued" | "running";
                                done: number;
                                total: number;
                                created_at: string;
                                started_at: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in; data is the session token for the Token header */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account_name: string;
                        account_password: string;
                        account_type: 1 | 2;
                        permissions?: 1 | "1";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/loginout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: revokes the token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account and its role strings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                account_id: number;
                                account_name: string;
                                name: string;
                                avatar: string;
                                introduction: string;
                                account_type: 1 | 2;
                                enterprise_id: number;
                                enterprise_name: string;
                                roles: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/employees/updatepasswordself": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one's own password (enterprise accounts too); other sessions of the account end */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        old_password: string;
                        new_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/loginlog/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account's latest sign-ins as the server saw them */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                created_at: string;
                                account_name: string;
                                ip: string;
                                /** @enum {string} */
                                outcome: "success" | "failure" | "locked";
                                user_agent: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/loginlog/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The console's report of a sign-in; the server also stores the real client IP */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountName: string;
                        /** @default  */
                        loginIp?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/menutree/selectedlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The catalogue's menus and buttons, flagged with what the signed-in account holds
         * @description The `token` query parameter of the original console is accepted and ignored: the Token header authenticates.
         */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                menu_key: string;
                                selected: boolean;
                                enabled: boolean;
                                listMenuButtons: {
                                    menu_button_code: string;
                                    selected: boolean;
                                    enabled: boolean;
                                }[];
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/enterpriseaccountnoauth/geticp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ICP filing line shown under the sign-in form (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                icp_number: string;
                                icp_link: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/enterprisedepart/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The department tree (children in listSubWareHouses) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: components["schemas"]["DepartmentNode"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/enterprisedepart/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All departments, flat, in display order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                depart_code: string;
                                name: string;
                                parent_id: number | null;
                                leader: string;
                                phone: string;
                                sort: number;
                                status: number;
                                employee_count: number;
                                created_at: string;
                                updated_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/enterprisedepart/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a department */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        depart_code: string;
                        name: string;
                        /** @default null */
                        parent_id?: number | null;
                        /** @default  */
                        leader?: string;
                        /** @default  */
                        phone?: string;
                        /** @default 0 */
                        sort?: number;
                        /** @default 1 */
                        status?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                depart_code: string;
                                name: string;
                                parent_id: number | null;
                                leader: string;
                                phone: string;
                                sort: number;
                                status: number;
                                employee_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/enterprisedepart/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change or move a department (never under itself) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        depart_code: string;
                        name: string;
                        /** @default null */
                        parent_id?: number | null;
                        /** @default  */
                        leader?: string;
                        /** @default  */
                        phone?: string;
                        /** @default 0 */
                        sort?: number;
                        /** @default 1 */
                        status?: 0 | 1;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                depart_code: string;
                                name: string;
                                parent_id: number | null;
                                leader: string;
                                phone: string;
                                sort: number;
                                status: number;
                                employee_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/enterprisedepart/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a department that has no sub-departments, employees or positions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/positions/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Positions, of one department or all */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        department_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                department_id: number | null;
                                department_name: string;
                                description: string;
                                role_ids: number[];
                                employee_count: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/positions/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a position to a department */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        department_id: number;
                        /** @default  */
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                department_id: number | null;
                                department_name: string;
                                description: string;
                                role_ids: number[];
                                employee_count: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/positions/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a position */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        department_id: number;
                        /** @default  */
                        description?: string;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                department_id: number | null;
                                department_name: string;
                                description: string;
                                role_ids: number[];
                                employee_count: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/positions/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a position no employee holds */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/positionrole/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A position's role ids */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        position_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/positionrole/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a position a role */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        position_id: number;
                        role_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/positionrole/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a role from a position */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        position_id: number;
                        role_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/positionrole/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a position's roles */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        position_id: number;
                        role_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/roles/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enterprise's roles */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                description: string;
                                status: number;
                                position_count: number;
                                held: boolean;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/roles/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a role */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        description?: string;
                        /** @default 1 */
                        status?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                description: string;
                                status: number;
                                position_count: number;
                                held: boolean;
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/roles/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a role (disabling it withdraws its grants) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        description?: string;
                        /** @default 1 */
                        status?: 0 | 1;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                description: string;
                                status: number;
                                position_count: number;
                                held: boolean;
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/roles/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a role no position uses */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/employees/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Employee accounts, paged; the department filter includes its sub-departments */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    name?: string;
                    account?: string;
                    department_id?: number;
                    status?: number;
                    sort?: "account_name" | "-account_name" | "created_at" | "-created_at" | "real_name" | "-real_name";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    account_name: string;
                                    real_name: string;
                                    mobile: string;
                                    email: string;
                                    department_id: number | null;
                                    department_name: string;
                                    position_ids: number[];
                                    position_names: string[];
                                    status: number;
                                    avatar: string;
                                    created_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/employees/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an employee account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account_name: string;
                        password: string;
                        real_name: string;
                        /** @default  */
                        mobile?: string;
                        /** @default  */
                        email?: string | "";
                        /** @default null */
                        department_id?: number | null;
                        /** @default [] */
                        position_ids?: number[];
                        /** @default 1 */
                        status?: 0 | 1;
                        /** @default  */
                        avatar?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                account_name: string;
                                real_name: string;
                                mobile: string;
                                email: string;
                                department_id: number | null;
                                department_name: string;
                                position_ids: number[];
                                position_names: string[];
                                status: number;
                                avatar: string;
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/employees/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change an employee (disabling signs them out everywhere) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        real_name: string;
                        /** @default  */
                        mobile?: string;
                        /** @default  */
                        email?: string | "";
                        /** @default null */
                        department_id?: number | null;
                        /** @default [] */
                        position_ids?: number[];
                        /** @default 1 */
                        status?: 0 | 1;
                        /** @default  */
                        avatar?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                account_name: string;
                                real_name: string;
                                mobile: string;
                                email: string;
                                department_id: number | null;
                                department_name: string;
                                position_ids: number[];
                                position_names: string[];
                                status: number;
                                avatar: string;
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/employees/updatepassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset an employee's password; answers how many sessions ended */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                sessions_ended: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/employees/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an employee account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/employees/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All employees of the current filter as xlsx or CSV (streamed) */
        get: {
            parameters: {
                query?: {
                    name?: string;
                    account?: string;
                    department_id?: number;
                    status?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/employees/import-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import file with the expected columns and one example row */
        get: {
            parameters: {
                query?: {
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/employees/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import employees from xlsx or CSV (multipart field "file"): all rows or none; 422 lists each bad row */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                imported: number;
                                errors: {
                                    row: number;
                                    field: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/menutree/alltree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The menu tree with what the enterprise switched on */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: components["schemas"]["MenuTreeNode"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/menutree/alltreebuttons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The menu tree with each menu’s buttons */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: components["schemas"]["MenuTreeNode"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/menutree/allrolestree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The tree with one role's selected menus and buttons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        role_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: components["schemas"]["MenuTreeNode"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/menutree/savetree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a role's menus and buttons; applies to the next request of its holders */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        role_id: number;
                        menu_keys: string[];
                        button_codes: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/menutree/menutreeenable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch a menu (and what is below it) on or off for the whole enterprise */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        menu_key: string;
                        enabled: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/menubutton/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buttons of one menu or of all */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        menu_key?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                menu_button_code: string;
                                menu_key: string;
                                action: string;
                                name: string;
                                enabled: boolean;
                                custom: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/menubutton/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a button of the enterprise’s own to a menu */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        menu_key: string;
                        action: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                menu_button_code: string;
                                menu_key: string;
                                action: string;
                                name: string;
                                enabled: boolean;
                                custom: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/menubutton/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename, disable or enable a button */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name?: string;
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                menu_button_code: string;
                                menu_key: string;
                                action: string;
                                name: string;
                                enabled: boolean;
                                custom: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/menubutton/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a button of the enterprise’s own (built-in buttons stay) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/addressareas/findByParentCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Areas under a parent: 0 → countries, the enterprise's own first; CN → provinces → cities → districts (GB/T 2260) */
        get: {
            parameters: {
                query?: {
                    parent_code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                code: string;
                                name: string;
                                parent_code: string;
                                level: number;
                                has_children: boolean;
                                home: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/enterpriseaccount/geticp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enterprise's ICP filing */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                icp_number: string;
                                icp_link: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/enterpriseaccount/updateicp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the enterprise's ICP filing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        icp_number: string;
                        /** @default  */
                        icp_link?: string | "";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                icp_number: string;
                                icp_link: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/auditlog/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Changes of accounts, roles, grants, positions, passwords and menus, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    action?: string;
                    object_type?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    actor_account_id: number | null;
                                    actor_name: string;
                                    action: string;
                                    object_type: string;
                                    object_id: string;
                                    before: unknown;
                                    after: unknown;
                                    ip: string;
                                    created_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/integration-tokens/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the enterprise's integration tokens (never their secrets), filtered by name or hint and state */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    state?: "live" | "expired" | "revoked";
                    sort?: "name" | "-name" | "created_at" | "-created_at" | "last_used_at" | "-last_used_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    name: string;
                                    grants: ("epcis:read" | "epcis:capture")[];
                                    hint: string;
                                    /** @enum {string} */
                                    state: "live" | "expired" | "revoked";
                                    expires_on: string | null;
                                    last_used_at: string | null;
                                    rotated_at: string;
                                    revoked_at: string | null;
                                    created_by_name: string;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/integration-tokens/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a token with epcis:read and/or epcis:capture (each only by who may do it: the inquiry menu, the capture button); an optional last day not before today; the answer carries the token, shown this once (only its SHA-256 is kept) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        grants: ("epcis:read" | "epcis:capture")[];
                        /**
                         * Format: date
                         * @default null
                         */
                        expires_on?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                grants: ("epcis:read" | "epcis:capture")[];
                                hint: string;
                                /** @enum {string} */
                                state: "live" | "expired" | "revoked";
                                expires_on: string | null;
                                last_used_at: string | null;
                                rotated_at: string;
                                revoked_at: string | null;
                                created_by_name: string;
                                created_at: string;
                                updated_at: string;
                                token: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/integration-tokens/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a live token's name, grants and last day (null: none; sent every time, so a rename never drops it); its secret stays. 409 once it is revoked */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        grants: ("epcis:read" | "epcis:capture")[];
                        /** Format: date */
                        expires_on: string | null;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                grants: ("epcis:read" | "epcis:capture")[];
                                hint: string;
                                /** @enum {string} */
                                state: "live" | "expired" | "revoked";
                                expires_on: string | null;
                                last_used_at: string | null;
                                rotated_at: string;
                                revoked_at: string | null;
                                created_by_name: string;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/integration-tokens/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a live token's secret (only by who holds its grants): the old one stops working at once; the new one is shown this once. 409 once it is revoked or past its last day */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                grants: ("epcis:read" | "epcis:capture")[];
                                hint: string;
                                /** @enum {string} */
                                state: "live" | "expired" | "revoked";
                                expires_on: string | null;
                                last_used_at: string | null;
                                rotated_at: string;
                                revoked_at: string | null;
                                created_by_name: string;
                                created_at: string;
                                updated_at: string;
                                token: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/integration-tokens/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a token for good: it stops working at once and stays listed. 409 when it already is */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                grants: ("epcis:read" | "epcis:capture")[];
                                hint: string;
                                /** @enum {string} */
                                state: "live" | "expired" | "revoked";
                                expires_on: string | null;
                                last_used_at: string | null;
                                rotated_at: string;
                                revoked_at: string | null;
                                created_by_name: string;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/brands/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of brands, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    status?: number;
                    sort?: "name" | "-name" | "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    name: string;
                                    logo: string;
                                    story: string;
                                    status: number;
                                    product_count: number;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/brands/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                logo: string;
                                story: string;
                                status: number;
                                product_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/brands/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 50 enabled records (id, code, name) for reference pickers; `ids` fetches given ones */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/brands/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        logo?: string | "";
                        /** @default  */
                        story?: string;
                        /** @default 1 */
                        status?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                logo: string;
                                story: string;
                                status: number;
                                product_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/brands/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        logo?: string | "";
                        /** @default  */
                        story?: string;
                        /** @default 1 */
                        status?: 0 | 1;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                logo: string;
                                story: string;
                                status: number;
                                product_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/brands/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/brands/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    status?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/units/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of units, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    status?: number;
                    sort?: "sort" | "-sort" | "name" | "-name" | "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    name: string;
                                    symbol: string;
                                    sort: number;
                                    status: number;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/units/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                symbol: string;
                                sort: number;
                                status: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/units/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 50 enabled records (id, code, name) for reference pickers; `ids` fetches given ones */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/units/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        symbol?: string;
                        /** @default 0 */
                        sort?: number;
                        /** @default 1 */
                        status?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                symbol: string;
                                sort: number;
                                status: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/units/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        symbol?: string;
                        /** @default 0 */
                        sort?: number;
                        /** @default 1 */
                        status?: 0 | 1;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                symbol: string;
                                sort: number;
                                status: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/units/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/units/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    status?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/products/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of products, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    brand_id?: number;
                    unit_id?: number;
                    status?: number;
                    gtin?: string;
                    sort?: "code" | "-code" | "name" | "-name" | "created_at" | "-created_at" | "price" | "-price";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    code: string;
                                    name: string;
                                    brand_id: number | null;
                                    brand_name: string;
                                    specification: string;
                                    unit_id: number | null;
                                    unit_name: string;
                                    gtin: string | null;
                                    shelf_life_days: number | null;
                                    price: number | null;
                                    status: number;
                                    images: string[];
                                    description: string;
                                    levels: number;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/products/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                brand_id: number | null;
                                brand_name: string;
                                specification: string;
                                unit_id: number | null;
                                unit_name: string;
                                gtin: string | null;
                                shelf_life_days: number | null;
                                price: number | null;
                                status: number;
                                images: string[];
                                description: string;
                                levels: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/products/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 50 enabled records (id, code, name) for reference pickers; `ids` fetches given ones */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/products/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        /** @default null */
                        brand_id?: number | null;
                        /** @default  */
                        specification?: string;
                        /** @default null */
                        unit_id?: number | null;
                        /** @default null */
                        gtin?: string | null;
                        /** @default null */
                        shelf_life_days?: number | null;
                        /** @default null */
                        price?: number | null;
                        /** @default 1 */
                        status?: 0 | 1;
                        /** @default [] */
                        images?: string[];
                        /** @default  */
                        description?: string;
                        attributes?: {
                            key: string;
                            value: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                brand_id: number | null;
                                brand_name: string;
                                specification: string;
                                unit_id: number | null;
                                unit_name: string;
                                gtin: string | null;
                                shelf_life_days: number | null;
                                price: number | null;
                                status: number;
                                images: string[];
                                description: string;
                                levels: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/products/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        /** @default null */
                        brand_id?: number | null;
                        /** @default  */
                        specification?: string;
                        /** @default null */
                        unit_id?: number | null;
                        /** @default null */
                        gtin?: string | null;
                        /** @default null */
                        shelf_life_days?: number | null;
                        /** @default null */
                        price?: number | null;
                        /** @default 1 */
                        status?: 0 | 1;
                        /** @default [] */
                        images?: string[];
                        /** @default  */
                        description?: string;
                        attributes?: {
                            key: string;
                            value: string;
                        }[];
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                brand_id: number | null;
                                brand_name: string;
                                specification: string;
                                unit_id: number | null;
                                unit_name: string;
                                gtin: string | null;
                                shelf_life_days: number | null;
                                price: number | null;
                                status: number;
                                images: string[];
                                description: string;
                                levels: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/products/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/products/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    brand_id?: number;
                    unit_id?: number;
                    status?: number;
                    gtin?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/products/import-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import file with the expected columns and one example row */
        get: {
            parameters: {
                query?: {
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/products/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import products from xlsx or CSV (multipart field "file"): all rows or none; 422 lists each bad row */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                imported: number;
                                errors: {
                                    row: number;
                                    field: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/certificates/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of certificates, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    product_id?: number;
                    sort?: "sort" | "-sort" | "name" | "-name" | "valid_until" | "-valid_until" | "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    product_id: number;
                                    product_name: string;
                                    name: string;
                                    number: string;
                                    issuer: string;
                                    valid_from: string | null;
                                    valid_until: string | null;
                                    image: string;
                                    sort: number;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/certificates/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                product_id: number;
                                product_name: string;
                                name: string;
                                number: string;
                                issuer: string;
                                valid_from: string | null;
                                valid_until: string | null;
                                image: string;
                                sort: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/certificates/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_id: number;
                        name: string;
                        /** @default  */
                        number?: string;
                        /** @default  */
                        issuer?: string;
                        /**
                         * Format: date
                         * @default null
                         */
                        valid_from?: string | null;
                        /**
                         * Format: date
                         * @default null
                         */
                        valid_until?: string | null;
                        /** @default  */
                        image?: string | "";
                        /** @default 0 */
                        sort?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                product_id: number;
                                product_name: string;
                                name: string;
                                number: string;
                                issuer: string;
                                valid_from: string | null;
                                valid_until: string | null;
                                image: string;
                                sort: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/certificates/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_id: number;
                        name: string;
                        /** @default  */
                        number?: string;
                        /** @default  */
                        issuer?: string;
                        /**
                         * Format: date
                         * @default null
                         */
                        valid_from?: string | null;
                        /**
                         * Format: date
                         * @default null
                         */
                        valid_until?: string | null;
                        /** @default  */
                        image?: string | "";
                        /** @default 0 */
                        sort?: number;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                product_id: number;
                                product_name: string;
                                name: string;
                                number: string;
                                issuer: string;
                                valid_from: string | null;
                                valid_until: string | null;
                                image: string;
                                sort: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/certificates/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/certificates/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    product_id?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/hierarchies/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of hierarchies, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    product_id?: number;
                    sort?: "product_code" | "-product_code" | "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    product_id: number;
                                    product_code: string;
                                    product_name: string;
                                    levels: {
                                        unit_id: number | null;
                                        unit_name: string;
                                        quantity: number;
                                    }[];
                                    items_per_top: number;
                                    in_use: boolean;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/hierarchies/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                product_id: number;
                                product_code: string;
                                product_name: string;
                                levels: {
                                    unit_id: number | null;
                                    unit_name: string;
                                    quantity: number;
                                }[];
                                items_per_top: number;
                                in_use: boolean;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/hierarchies/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_id: number;
                        levels: {
                            /** @default null */
                            unit_id?: number | null;
                            quantity: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                product_id: number;
                                product_code: string;
                                product_name: string;
                                levels: {
                                    unit_id: number | null;
                                    unit_name: string;
                                    quantity: number;
                                }[];
                                items_per_top: number;
                                in_use: boolean;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/hierarchies/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_id: number;
                        levels: {
                            /** @default null */
                            unit_id?: number | null;
                            quantity: number;
                        }[];
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                product_id: number;
                                product_code: string;
                                product_name: string;
                                levels: {
                                    unit_id: number | null;
                                    unit_name: string;
                                    quantity: number;
                                }[];
                                items_per_top: number;
                                in_use: boolean;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/hierarchies/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/hierarchies/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    product_id?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/warehouses/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of warehouses, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    type?: number;
                    status?: number;
                    area_code?: string;
                    sort?: "code" | "-code" | "name" | "-name" | "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    code: string;
                                    name: string;
                                    type: number;
                                    area_code: string;
                                    area_name: string;
                                    address: string;
                                    manager: string;
                                    phone: string;
                                    status: number;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/warehouses/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                type: number;
                                area_code: string;
                                area_name: string;
                                address: string;
                                manager: string;
                                phone: string;
                                status: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/warehouses/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 50 enabled records (id, code, name) for reference pickers; `ids` fetches given ones */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/warehouses/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        type: number;
                        /** @default  */
                        area_code?: string;
                        /** @default  */
                        address?: string;
                        /** @default  */
                        manager?: string;
                        /** @default  */
                        phone?: string;
                        /** @default 1 */
                        status?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                type: number;
                                area_code: string;
                                area_name: string;
                                address: string;
                                manager: string;
                                phone: string;
                                status: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/warehouses/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        type: number;
                        /** @default  */
                        area_code?: string;
                        /** @default  */
                        address?: string;
                        /** @default  */
                        manager?: string;
                        /** @default  */
                        phone?: string;
                        /** @default 1 */
                        status?: 0 | 1;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                type: number;
                                area_code: string;
                                area_name: string;
                                address: string;
                                manager: string;
                                phone: string;
                                status: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/warehouses/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/warehouses/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    type?: number;
                    status?: number;
                    area_code?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/warehouses/import-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import file with the expected columns and one example row */
        get: {
            parameters: {
                query?: {
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/warehouses/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import warehouses from xlsx or CSV (multipart field "file"): all rows or none; 422 lists each bad row */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                imported: number;
                                errors: {
                                    row: number;
                                    field: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/dealers/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of dealers, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    parent_id?: number;
                    tier?: number;
                    status?: number;
                    area_code?: string;
                    sort?: "code" | "-code" | "name" | "-name" | "tier" | "-tier" | "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    code: string;
                                    name: string;
                                    parent_id: number | null;
                                    parent_name: string;
                                    tier: number;
                                    contact: string;
                                    phone: string;
                                    area_code: string;
                                    area_name: string;
                                    address: string;
                                    regions: {
                                        area_code: string;
                                        area_name: string;
                                        include_children: boolean;
                                    }[];
                                    warehouse_id: number | null;
                                    warehouse_name: string;
                                    status: number;
                                    child_count: number;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/dealers/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                parent_id: number | null;
                                parent_name: string;
                                tier: number;
                                contact: string;
                                phone: string;
                                area_code: string;
                                area_name: string;
                                address: string;
                                regions: {
                                    area_code: string;
                                    area_name: string;
                                    include_children: boolean;
                                }[];
                                warehouse_id: number | null;
                                warehouse_name: string;
                                status: number;
                                child_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/dealers/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 50 enabled records (id, code, name) for reference pickers; `ids` fetches given ones */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/dealers/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        /** @default null */
                        parent_id?: number | null;
                        /** @default  */
                        contact?: string;
                        /** @default  */
                        phone?: string;
                        /** @default  */
                        area_code?: string;
                        /** @default  */
                        address?: string;
                        /** @default [] */
                        regions?: {
                            /** @default  */
                            area_code?: string;
                            /** @default true */
                            include_children?: boolean;
                        }[];
                        /** @default null */
                        warehouse_id?: number | null;
                        /** @default 1 */
                        status?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                parent_id: number | null;
                                parent_name: string;
                                tier: number;
                                contact: string;
                                phone: string;
                                area_code: string;
                                area_name: string;
                                address: string;
                                regions: {
                                    area_code: string;
                                    area_name: string;
                                    include_children: boolean;
                                }[];
                                warehouse_id: number | null;
                                warehouse_name: string;
                                status: number;
                                child_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/dealers/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        /** @default null */
                        parent_id?: number | null;
                        /** @default  */
                        contact?: string;
                        /** @default  */
                        phone?: string;
                        /** @default  */
                        area_code?: string;
                        /** @default  */
                        address?: string;
                        /** @default [] */
                        regions?: {
                            /** @default  */
                            area_code?: string;
                            /** @default true */
                            include_children?: boolean;
                        }[];
                        /** @default null */
                        warehouse_id?: number | null;
                        /** @default 1 */
                        status?: 0 | 1;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                parent_id: number | null;
                                parent_name: string;
                                tier: number;
                                contact: string;
                                phone: string;
                                area_code: string;
                                area_name: string;
                                address: string;
                                regions: {
                                    area_code: string;
                                    area_name: string;
                                    include_children: boolean;
                                }[];
                                warehouse_id: number | null;
                                warehouse_name: string;
                                status: number;
                                child_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/dealers/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/dealers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    parent_id?: number;
                    tier?: number;
                    status?: number;
                    area_code?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/dealers/import-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import file with the expected columns and one example row */
        get: {
            parameters: {
                query?: {
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/dealers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import dealers from xlsx or CSV (multipart field "file"): all rows or none; 422 lists each bad row */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                imported: number;
                                errors: {
                                    row: number;
                                    field: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/materials/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of materials, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    type?: number;
                    status?: number;
                    sort?: "code" | "-code" | "name" | "-name" | "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    code: string;
                                    name: string;
                                    type: number;
                                    specification: string;
                                    unit_id: number | null;
                                    unit_name: string;
                                    supplier: string;
                                    status: number;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/materials/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                type: number;
                                specification: string;
                                unit_id: number | null;
                                unit_name: string;
                                supplier: string;
                                status: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/materials/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 50 enabled records (id, code, name) for reference pickers; `ids` fetches given ones */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/materials/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        type: number;
                        /** @default  */
                        specification?: string;
                        /** @default null */
                        unit_id?: number | null;
                        /** @default  */
                        supplier?: string;
                        /** @default 1 */
                        status?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                type: number;
                                specification: string;
                                unit_id: number | null;
                                unit_name: string;
                                supplier: string;
                                status: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/materials/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        type: number;
                        /** @default  */
                        specification?: string;
                        /** @default null */
                        unit_id?: number | null;
                        /** @default  */
                        supplier?: string;
                        /** @default 1 */
                        status?: 0 | 1;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                type: number;
                                specification: string;
                                unit_id: number | null;
                                unit_name: string;
                                supplier: string;
                                status: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/materials/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/materials/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    type?: number;
                    status?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/materials/import-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import file with the expected columns and one example row */
        get: {
            parameters: {
                query?: {
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/materials/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import materials from xlsx or CSV (multipart field "file"): all rows or none; 422 lists each bad row */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                imported: number;
                                errors: {
                                    row: number;
                                    field: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/outsourcings/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of outsourcings, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    status?: number;
                    sort?: "code" | "-code" | "name" | "-name" | "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    code: string;
                                    name: string;
                                    contact: string;
                                    phone: string;
                                    area_code: string;
                                    area_name: string;
                                    licence_no: string;
                                    status: number;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/outsourcings/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                contact: string;
                                phone: string;
                                area_code: string;
                                area_name: string;
                                licence_no: string;
                                status: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/outsourcings/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 50 enabled records (id, code, name) for reference pickers; `ids` fetches given ones */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/outsourcings/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        /** @default  */
                        contact?: string;
                        /** @default  */
                        phone?: string;
                        /** @default  */
                        area_code?: string;
                        /** @default  */
                        licence_no?: string;
                        /** @default 1 */
                        status?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                contact: string;
                                phone: string;
                                area_code: string;
                                area_name: string;
                                licence_no: string;
                                status: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/outsourcings/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        /** @default  */
                        contact?: string;
                        /** @default  */
                        phone?: string;
                        /** @default  */
                        area_code?: string;
                        /** @default  */
                        licence_no?: string;
                        /** @default 1 */
                        status?: 0 | 1;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                contact: string;
                                phone: string;
                                area_code: string;
                                area_name: string;
                                licence_no: string;
                                status: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/outsourcings/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/outsourcings/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    status?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/products/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's extended attributes in their order */
        get: {
            parameters: {
                query: {
                    product_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                key: string;
                                value: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Replace a product's extended attributes (ordered key/value pairs shown on the scan page) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_id: number;
                        attributes: {
                            key: string;
                            value: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                key: string;
                                value: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/products/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's consumer page content */
        get: {
            parameters: {
                query: {
                    product_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                product_id: number;
                                content: string;
                                images: string[];
                                video_url: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Save a product's consumer page (rich text is sanitised: nothing that runs is kept) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_id: number;
                        /** @default  */
                        content?: string;
                        /** @default [] */
                        images?: string[];
                        /** @default  */
                        video_url?: string | "";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                product_id: number;
                                content: string;
                                images: string[];
                                video_url: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enterprise's profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                name: string;
                                /** @default  */
                                credit_code: string;
                                /** @default  */
                                logo: string | "";
                                /** @default  */
                                area_code: string;
                                /** @default  */
                                address: string;
                                /** @default  */
                                contact: string;
                                /** @default  */
                                phone: string;
                                /** @default  */
                                website: string | "";
                                /** @default  */
                                introduction: string;
                                /** @default  */
                                gs1_prefix: string;
                                /** @default false */
                                allow_overscan: boolean;
                                time_zone: string;
                                area_name: string;
                                updated_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the enterprise's profile (credit code and GS1 prefix checked) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        credit_code?: string;
                        /** @default  */
                        logo?: string | "";
                        /** @default  */
                        area_code?: string;
                        /** @default  */
                        address?: string;
                        /** @default  */
                        contact?: string;
                        /** @default  */
                        phone?: string;
                        /** @default  */
                        website?: string | "";
                        /** @default  */
                        introduction?: string;
                        /** @default  */
                        gs1_prefix?: string;
                        /** @default false */
                        allow_overscan?: boolean;
                        time_zone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                name: string;
                                /** @default  */
                                credit_code: string;
                                /** @default  */
                                logo: string | "";
                                /** @default  */
                                area_code: string;
                                /** @default  */
                                address: string;
                                /** @default  */
                                contact: string;
                                /** @default  */
                                phone: string;
                                /** @default  */
                                website: string | "";
                                /** @default  */
                                introduction: string;
                                /** @default  */
                                gs1_prefix: string;
                                /** @default false */
                                allow_overscan: boolean;
                                time_zone: string;
                                area_name: string;
                                updated_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/uploads/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a PNG, JPEG, GIF or WebP image (multipart field "file", at most 1 MiB); answers its path */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                path: string;
                                size: number;
                                type: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/uploads/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded image */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/commission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Commission codes on the line (by list or order range): bound to product, lot and dates, held by a warehouse
         * @description All or nothing. A replay of the same `op_id` returns the stored result (`replayed: true`); the same id with another request is a 409. A refusal (409) lists each code that stopped it with the reason.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        op_id: string;
                        /** Format: date-time */
                        occurred_at?: string;
                        codes?: string[];
                        range?: {
                            order_id: number;
                            seq_from: number;
                            seq_to: number;
                        };
                        product_id: number;
                        /** @default  */
                        lot_no?: string;
                        warehouse_id: number;
                        /** Format: date */
                        produced_at?: string;
                        /** Format: date */
                        expires_at?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                op_id: string;
                                /** @enum {string} */
                                kind: "commission" | "pack" | "unpack" | "replace" | "ship" | "receive" | "return" | "void" | "transfer" | "hold" | "recall" | "unhold";
                                codes: number;
                                affected: number;
                                replayed: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/pack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pack children into parents (item → box → pallet), all or nothing
         * @description All or nothing. A replay of the same `op_id` returns the stored result (`replayed: true`); the same id with another request is a 409. A refusal (409) lists each code that stopped it with the reason.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        op_id: string;
                        /** Format: date-time */
                        occurred_at?: string;
                        packs: {
                            parent: string;
                            children: string[];
                        }[];
                        /** @default false */
                        force?: boolean;
                        commission_parents?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                op_id: string;
                                /** @enum {string} */
                                kind: "commission" | "pack" | "unpack" | "replace" | "ship" | "receive" | "return" | "void" | "transfer" | "hold" | "recall" | "unhold";
                                codes: number;
                                affected: number;
                                replayed: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/unpack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take codes out of their containers, or empty containers
         * @description All or nothing. A replay of the same `op_id` returns the stored result (`replayed: true`); the same id with another request is a 409. A refusal (409) lists each code that stopped it with the reason.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        op_id: string;
                        /** Format: date-time */
                        occurred_at?: string;
                        codes: string[];
                        /** @default false */
                        contents?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                op_id: string;
                                /** @enum {string} */
                                kind: "commission" | "pack" | "unpack" | "replace" | "ship" | "receive" | "return" | "void" | "transfer" | "hold" | "recall" | "unhold";
                                codes: number;
                                affected: number;
                                replayed: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace damaged labels one to one
         * @description All or nothing. A replay of the same `op_id` returns the stored result (`replayed: true`); the same id with another request is a 409. A refusal (409) lists each code that stopped it with the reason.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        op_id: string;
                        /** Format: date-time */
                        occurred_at?: string;
                        pairs: {
                            old: string;
                            new: string;
                        }[];
                        /** @default  */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                op_id: string;
                                /** @enum {string} */
                                kind: "commission" | "pack" | "unpack" | "replace" | "ship" | "receive" | "return" | "void" | "transfer" | "hold" | "recall" | "unhold";
                                codes: number;
                                affected: number;
                                replayed: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ship top-level units with their contents to a dealer
         * @description All or nothing. A replay of the same `op_id` returns the stored result (`replayed: true`); the same id with another request is a 409. A refusal (409) lists each code that stopped it with the reason.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        op_id: string;
                        /** Format: date-time */
                        occurred_at?: string;
                        codes: string[];
                        dealer_id: number;
                        warehouse_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                op_id: string;
                                /** @enum {string} */
                                kind: "commission" | "pack" | "unpack" | "replace" | "ship" | "receive" | "return" | "void" | "transfer" | "hold" | "recall" | "unhold";
                                codes: number;
                                affected: number;
                                replayed: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a dealer's receipt of shipped units
         * @description All or nothing. A replay of the same `op_id` returns the stored result (`replayed: true`); the same id with another request is a 409. A refusal (409) lists each code that stopped it with the reason.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        op_id: string;
                        /** Format: date-time */
                        occurred_at?: string;
                        codes: string[];
                        dealer_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                op_id: string;
                                /** @enum {string} */
                                kind: "commission" | "pack" | "unpack" | "replace" | "ship" | "receive" | "return" | "void" | "transfer" | "hold" | "recall" | "unhold";
                                codes: number;
                                affected: number;
                                replayed: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return shipped or received codes (any level) to a warehouse
         * @description All or nothing. A replay of the same `op_id` returns the stored result (`replayed: true`); the same id with another request is a 409. A refusal (409) lists each code that stopped it with the reason.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        op_id: string;
                        /** Format: date-time */
                        occurred_at?: string;
                        codes: string[];
                        warehouse_id: number;
                        dealer_id?: number;
                        /** @default  */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                op_id: string;
                                /** @enum {string} */
                                kind: "commission" | "pack" | "unpack" | "replace" | "ship" | "receive" | "return" | "void" | "transfer" | "hold" | "recall" | "unhold";
                                codes: number;
                                affected: number;
                                replayed: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void codes for good (containers empty or with contents)
         * @description All or nothing. A replay of the same `op_id` returns the stored result (`replayed: true`); the same id with another request is a 409. A refusal (409) lists each code that stopped it with the reason.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        op_id: string;
                        /** Format: date-time */
                        occurred_at?: string;
                        codes: string[];
                        reason: string;
                        /** @default false */
                        with_contents?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                op_id: string;
                                /** @enum {string} */
                                kind: "commission" | "pack" | "unpack" | "replace" | "ship" | "receive" | "return" | "void" | "transfer" | "hold" | "recall" | "unhold";
                                codes: number;
                                affected: number;
                                replayed: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move top-level units one dealer holds, with their contents, to another dealer (an exchange)
         * @description All or nothing. A replay of the same `op_id` returns the stored result (`replayed: true`); the same id with another request is a 409. A refusal (409) lists each code that stopped it with the reason.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        op_id: string;
                        /** Format: date-time */
                        occurred_at?: string;
                        codes: string[];
                        from_dealer_id: number;
                        to_dealer_id: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                op_id: string;
                                /** @enum {string} */
                                kind: "commission" | "pack" | "unpack" | "replace" | "ship" | "receive" | "return" | "void" | "transfer" | "hold" | "recall" | "unhold";
                                codes: number;
                                affected: number;
                                replayed: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/relevance/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A code (value or scanned URL) with its state and, for a case or pallet, the quantity its packaging hierarchy puts in it */
        get: {
            parameters: {
                query: {
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                code: {
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    order_id: number;
                                    seq: number;
                                    product_id: number | null;
                                    product_name: string;
                                    lot_no: string;
                                    produced_at: string | null;
                                    expires_at: string | null;
                                    /** @enum {string|null} */
                                    holder_type: "warehouse" | "dealer" | null;
                                    holder_id: number | null;
                                    holder_name: string;
                                    dealer_id: number | null;
                                    parent: string | null;
                                    child_count: number;
                                    replaced_by: string | null;
                                    scan_count: number;
                                    first_scan_at: string | null;
                                    last_event_at: string | null;
                                };
                                capacity: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/relevance/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the codes directly inside a container */
        get: {
            parameters: {
                query: {
                    page?: number;
                    page_size?: number;
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    order_id: number;
                                    seq: number;
                                    product_id: number | null;
                                    product_name: string;
                                    lot_no: string;
                                    produced_at: string | null;
                                    expires_at: string | null;
                                    /** @enum {string|null} */
                                    holder_type: "warehouse" | "dealer" | null;
                                    holder_id: number | null;
                                    holder_name: string;
                                    dealer_id: number | null;
                                    parent: string | null;
                                    child_count: number;
                                    replaced_by: string | null;
                                    scan_count: number;
                                    first_scan_at: string | null;
                                    last_event_at: string | null;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/unrelevance1/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A code (value or scanned URL) with its state and, for a case or pallet, the quantity its packaging hierarchy puts in it */
        get: {
            parameters: {
                query: {
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                code: {
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    order_id: number;
                                    seq: number;
                                    product_id: number | null;
                                    product_name: string;
                                    lot_no: string;
                                    produced_at: string | null;
                                    expires_at: string | null;
                                    /** @enum {string|null} */
                                    holder_type: "warehouse" | "dealer" | null;
                                    holder_id: number | null;
                                    holder_name: string;
                                    dealer_id: number | null;
                                    parent: string | null;
                                    child_count: number;
                                    replaced_by: string | null;
                                    scan_count: number;
                                    first_scan_at: string | null;
                                    last_event_at: string | null;
                                };
                                capacity: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/unrelevance1/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the codes directly inside a container */
        get: {
            parameters: {
                query: {
                    page?: number;
                    page_size?: number;
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    order_id: number;
                                    seq: number;
                                    product_id: number | null;
                                    product_name: string;
                                    lot_no: string;
                                    produced_at: string | null;
                                    expires_at: string | null;
                                    /** @enum {string|null} */
                                    holder_type: "warehouse" | "dealer" | null;
                                    holder_id: number | null;
                                    holder_name: string;
                                    dealer_id: number | null;
                                    parent: string | null;
                                    child_count: number;
                                    replaced_by: string | null;
                                    scan_count: number;
                                    first_scan_at: string | null;
                                    last_event_at: string | null;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/replace/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A code (value or scanned URL) with its state and, for a case or pallet, the quantity its packaging hierarchy puts in it */
        get: {
            parameters: {
                query: {
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                code: {
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    order_id: number;
                                    seq: number;
                                    product_id: number | null;
                                    product_name: string;
                                    lot_no: string;
                                    produced_at: string | null;
                                    expires_at: string | null;
                                    /** @enum {string|null} */
                                    holder_type: "warehouse" | "dealer" | null;
                                    holder_id: number | null;
                                    holder_name: string;
                                    dealer_id: number | null;
                                    parent: string | null;
                                    child_count: number;
                                    replaced_by: string | null;
                                    scan_count: number;
                                    first_scan_at: string | null;
                                    last_event_at: string | null;
                                };
                                capacity: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/replace/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the codes directly inside a container */
        get: {
            parameters: {
                query: {
                    page?: number;
                    page_size?: number;
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    order_id: number;
                                    seq: number;
                                    product_id: number | null;
                                    product_name: string;
                                    lot_no: string;
                                    produced_at: string | null;
                                    expires_at: string | null;
                                    /** @enum {string|null} */
                                    holder_type: "warehouse" | "dealer" | null;
                                    holder_id: number | null;
                                    holder_name: string;
                                    dealer_id: number | null;
                                    parent: string | null;
                                    child_count: number;
                                    replaced_by: string | null;
                                    scan_count: number;
                                    first_scan_at: string | null;
                                    last_event_at: string | null;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/pack/import-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pack import file: one parent–child pair a row, with an example row */
        get: {
            parameters: {
                query?: {
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/pack/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pack parent–child pairs from xlsx or CSV (multipart field "file") as one pack operation: all rows or none; 422 lists each bad row
         * @description Columns `parent` and `child`. The pairs are grouped by parent into one pack operation; a fresh case or pallet label is commissioned as a container at its children's warehouse first. Its id is the `Idempotency-Key` header (a UUID; one is made when absent): the same file sent again with it returns the first answer (`replayed: true`) and packs nothing twice.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                imported: number;
                                errors: {
                                    row: number;
                                    field: string;
                                    message: string;
                                    parent: string;
                                    child: string;
                                }[];
                                op_id: string;
                                replayed: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/coderules/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of coderules, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    level?: "item" | "box" | "pallet";
                    status?: number;
                    sort?: "name" | "-name" | "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    name: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    length: number;
                                    /**
                                     * @default crockford32
                                     * @enum {string}
                                     */
                                    alphabet: "crockford32" | "digits" | "alnum";
                                    /** @default  */
                                    prefix: string;
                                    /** @default false */
                                    check_char: boolean;
                                    /** @default 0 */
                                    anti_code_length: number;
                                    /**
                                     * @default short
                                     * @enum {string}
                                     */
                                    url_form: "short" | "digital_link" | "sscc";
                                    /** @default  */
                                    remark: string;
                                    id: number;
                                    status: number;
                                    entropy_bits: number;
                                    in_use: boolean;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/coderules/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                name: string;
                                /** @enum {string} */
                                level: "item" | "box" | "pallet";
                                length: number;
                                /**
                                 * @default crockford32
                                 * @enum {string}
                                 */
                                alphabet: "crockford32" | "digits" | "alnum";
                                /** @default  */
                                prefix: string;
                                /** @default false */
                                check_char: boolean;
                                /** @default 0 */
                                anti_code_length: number;
                                /**
                                 * @default short
                                 * @enum {string}
                                 */
                                url_form: "short" | "digital_link" | "sscc";
                                /** @default  */
                                remark: string;
                                id: number;
                                status: number;
                                entropy_bits: number;
                                in_use: boolean;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/coderules/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 50 enabled records (id, code, name) for reference pickers; `ids` fetches given ones */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/coderules/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        level: "item" | "box" | "pallet";
                        length: number;
                        /**
                         * @default crockford32
                         * @enum {string}
                         */
                        alphabet?: "crockford32" | "digits" | "alnum";
                        /** @default  */
                        prefix?: string;
                        /** @default false */
                        check_char?: boolean;
                        /** @default 0 */
                        anti_code_length?: number;
                        /**
                         * @default short
                         * @enum {string}
                         */
                        url_form?: "short" | "digital_link" | "sscc";
                        /** @default  */
                        remark?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                name: string;
                                /** @enum {string} */
                                level: "item" | "box" | "pallet";
                                length: number;
                                /**
                                 * @default crockford32
                                 * @enum {string}
                                 */
                                alphabet: "crockford32" | "digits" | "alnum";
                                /** @default  */
                                prefix: string;
                                /** @default false */
                                check_char: boolean;
                                /** @default 0 */
                                anti_code_length: number;
                                /**
                                 * @default short
                                 * @enum {string}
                                 */
                                url_form: "short" | "digital_link" | "sscc";
                                /** @default  */
                                remark: string;
                                id: number;
                                status: number;
                                entropy_bits: number;
                                in_use: boolean;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/coderules/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        level: "item" | "box" | "pallet";
                        length: number;
                        /**
                         * @default crockford32
                         * @enum {string}
                         */
                        alphabet?: "crockford32" | "digits" | "alnum";
                        /** @default  */
                        prefix?: string;
                        /** @default false */
                        check_char?: boolean;
                        /** @default 0 */
                        anti_code_length?: number;
                        /**
                         * @default short
                         * @enum {string}
                         */
                        url_form?: "short" | "digital_link" | "sscc";
                        /** @default  */
                        remark?: string;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                name: string;
                                /** @enum {string} */
                                level: "item" | "box" | "pallet";
                                length: number;
                                /**
                                 * @default crockford32
                                 * @enum {string}
                                 */
                                alphabet: "crockford32" | "digits" | "alnum";
                                /** @default  */
                                prefix: string;
                                /** @default false */
                                check_char: boolean;
                                /** @default 0 */
                                anti_code_length: number;
                                /**
                                 * @default short
                                 * @enum {string}
                                 */
                                url_form: "short" | "digital_link" | "sscc";
                                /** @default  */
                                remark: string;
                                id: number;
                                status: number;
                                entropy_bits: number;
                                in_use: boolean;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/coderules/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/coderules/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    level?: "item" | "box" | "pallet";
                    status?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/records/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of records, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    kind?: "generate" | "download" | "close";
                    order_id?: number;
                    keyword?: string;
                    sort?: "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "generate" | "download" | "close";
                                    order_id: number;
                                    order_no: string;
                                    seq_from: number;
                                    seq_to: number;
                                    count: number;
                                    format: string;
                                    redownload: boolean;
                                    sha256: string;
                                    reason: string;
                                    actor_name: string;
                                    ip: string;
                                    created_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/records/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    kind?: "generate" | "download" | "close";
                    order_id?: number;
                    keyword?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/closures/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of closures, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    kind?: "generate" | "download" | "close";
                    order_id?: number;
                    keyword?: string;
                    sort?: "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "generate" | "download" | "close";
                                    order_id: number;
                                    order_no: string;
                                    seq_from: number;
                                    seq_to: number;
                                    count: number;
                                    format: string;
                                    redownload: boolean;
                                    sha256: string;
                                    reason: string;
                                    actor_name: string;
                                    ip: string;
                                    created_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/closures/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    kind?: "generate" | "download" | "close";
                    order_id?: number;
                    keyword?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/coderules/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch a rule off (or on again with status 1); allowed for rules in use */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @default 0 */
                        status?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/coderules/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sample codes and URLs (on the enterprise's scan host) of a rule before saving it (nothing is stored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        level: "item" | "box" | "pallet";
                        length: number;
                        /**
                         * @default crockford32
                         * @enum {string}
                         */
                        alphabet?: "crockford32" | "digits" | "alnum";
                        /** @default  */
                        prefix?: string;
                        /** @default false */
                        check_char?: boolean;
                        /** @default 0 */
                        anti_code_length?: number;
                        /**
                         * @default short
                         * @enum {string}
                         */
                        url_form?: "short" | "digital_link" | "sscc";
                        /** @default  */
                        remark?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                samples: {
                                    code: string;
                                    url: string;
                                    anti_code: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/codeorders/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of codeorders, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    status?: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                    rule_id?: number;
                    product_id?: number;
                    sort?: "created_at" | "-created_at" | "quantity" | "-quantity";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    order_no: string;
                                    /** @enum {string} */
                                    kind: "order" | "pool";
                                    rule_id: number;
                                    rule_name: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    url_form: "short" | "digital_link" | "sscc";
                                    product_id: number | null;
                                    product_name: string;
                                    quantity: number;
                                    generated_count: number;
                                    downloaded_count: number;
                                    voided_count: number;
                                    /** @enum {string} */
                                    status: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                                    rate: number;
                                    vendor: string;
                                    remark: string;
                                    error: string;
                                    started_at: string | null;
                                    finished_at: string | null;
                                    created_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/codeorders/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                /** @enum {string} */
                                kind: "order" | "pool";
                                rule_id: number;
                                rule_name: string;
                                /** @enum {string} */
                                level: "item" | "box" | "pallet";
                                /** @enum {string} */
                                url_form: "short" | "digital_link" | "sscc";
                                product_id: number | null;
                                product_name: string;
                                quantity: number;
                                generated_count: number;
                                downloaded_count: number;
                                voided_count: number;
                                /** @enum {string} */
                                status: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                                rate: number;
                                vendor: string;
                                remark: string;
                                error: string;
                                started_at: string | null;
                                finished_at: string | null;
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/codeorders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    status?: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                    rule_id?: number;
                    product_id?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/codeorders/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a order and queue its generation; a repeated Idempotency-Key answers the first order */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rule_id: number;
                        quantity: number;
                        /** @default null */
                        product_id?: number | null;
                        /** @default  */
                        vendor?: string;
                        /** @default  */
                        remark?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                /** @enum {string} */
                                kind: "order" | "pool";
                                rule_id: number;
                                rule_name: string;
                                /** @enum {string} */
                                level: "item" | "box" | "pallet";
                                /** @enum {string} */
                                url_form: "short" | "digital_link" | "sscc";
                                product_id: number | null;
                                product_name: string;
                                quantity: number;
                                generated_count: number;
                                downloaded_count: number;
                                voided_count: number;
                                /** @enum {string} */
                                status: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                                rate: number;
                                vendor: string;
                                remark: string;
                                error: string;
                                started_at: string | null;
                                finished_at: string | null;
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/codeorders/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a pending or running job; its codes so far are voided */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                /** @enum {string} */
                                kind: "order" | "pool";
                                rule_id: number;
                                rule_name: string;
                                /** @enum {string} */
                                level: "item" | "box" | "pallet";
                                /** @enum {string} */
                                url_form: "short" | "digital_link" | "sscc";
                                product_id: number | null;
                                product_name: string;
                                quantity: number;
                                generated_count: number;
                                downloaded_count: number;
                                voided_count: number;
                                /** @enum {string} */
                                status: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                                rate: number;
                                vendor: string;
                                remark: string;
                                error: string;
                                started_at: string | null;
                                finished_at: string | null;
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/codeorders/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate a failed job again from its last committed chunk; codes made so far are kept */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                /** @enum {string} */
                                kind: "order" | "pool";
                                rule_id: number;
                                rule_name: string;
                                /** @enum {string} */
                                level: "item" | "box" | "pallet";
                                /** @enum {string} */
                                url_form: "short" | "digital_link" | "sscc";
                                product_id: number | null;
                                product_name: string;
                                quantity: number;
                                generated_count: number;
                                downloaded_count: number;
                                voided_count: number;
                                /** @enum {string} */
                                status: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                                rate: number;
                                vendor: string;
                                remark: string;
                                error: string;
                                started_at: string | null;
                                finished_at: string | null;
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/codeorders/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close the order or a sequence range with a reason: its codes not yet active are voided */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason: string;
                        from?: number;
                        to?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                voided: number;
                                /** @enum {string} */
                                status: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/codeorders/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The print file (zipped TXT or CSV) of the whole order or a sequence range, streamed, its URLs on the enterprise's scan host; a second download of a range needs records:download */
        get: {
            parameters: {
                query: {
                    id: number;
                    format?: "txt" | "csv" | "png" | "svg";
                    symbology?: "gs1-128" | "datamatrix" | "qr";
                    from?: number;
                    to?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/pools/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of pools, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    status?: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                    rule_id?: number;
                    sort?: "created_at" | "-created_at" | "quantity" | "-quantity";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    order_no: string;
                                    /** @enum {string} */
                                    kind: "order" | "pool";
                                    rule_id: number;
                                    rule_name: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    url_form: "short" | "digital_link" | "sscc";
                                    product_id: number | null;
                                    product_name: string;
                                    quantity: number;
                                    generated_count: number;
                                    downloaded_count: number;
                                    voided_count: number;
                                    /** @enum {string} */
                                    status: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                                    rate: number;
                                    vendor: string;
                                    remark: string;
                                    error: string;
                                    started_at: string | null;
                                    finished_at: string | null;
                                    created_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/pools/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                /** @enum {string} */
                                kind: "order" | "pool";
                                rule_id: number;
                                rule_name: string;
                                /** @enum {string} */
                                level: "item" | "box" | "pallet";
                                /** @enum {string} */
                                url_form: "short" | "digital_link" | "sscc";
                                product_id: number | null;
                                product_name: string;
                                quantity: number;
                                generated_count: number;
                                downloaded_count: number;
                                voided_count: number;
                                /** @enum {string} */
                                status: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                                rate: number;
                                vendor: string;
                                remark: string;
                                error: string;
                                started_at: string | null;
                                finished_at: string | null;
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/pools/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    status?: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                    rule_id?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/pools/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a pool and queue its generation; a repeated Idempotency-Key answers the first pool */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rule_id: number;
                        quantity: number;
                        /** @default  */
                        vendor?: string;
                        /** @default  */
                        remark?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                /** @enum {string} */
                                kind: "order" | "pool";
                                rule_id: number;
                                rule_name: string;
                                /** @enum {string} */
                                level: "item" | "box" | "pallet";
                                /** @enum {string} */
                                url_form: "short" | "digital_link" | "sscc";
                                product_id: number | null;
                                product_name: string;
                                quantity: number;
                                generated_count: number;
                                downloaded_count: number;
                                voided_count: number;
                                /** @enum {string} */
                                status: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                                rate: number;
                                vendor: string;
                                remark: string;
                                error: string;
                                started_at: string | null;
                                finished_at: string | null;
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/pools/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a pending or running job; its codes so far are voided */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                /** @enum {string} */
                                kind: "order" | "pool";
                                rule_id: number;
                                rule_name: string;
                                /** @enum {string} */
                                level: "item" | "box" | "pallet";
                                /** @enum {string} */
                                url_form: "short" | "digital_link" | "sscc";
                                product_id: number | null;
                                product_name: string;
                                quantity: number;
                                generated_count: number;
                                downloaded_count: number;
                                voided_count: number;
                                /** @enum {string} */
                                status: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                                rate: number;
                                vendor: string;
                                remark: string;
                                error: string;
                                started_at: string | null;
                                finished_at: string | null;
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/pools/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate a failed job again from its last committed chunk; codes made so far are kept */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                /** @enum {string} */
                                kind: "order" | "pool";
                                rule_id: number;
                                rule_name: string;
                                /** @enum {string} */
                                level: "item" | "box" | "pallet";
                                /** @enum {string} */
                                url_form: "short" | "digital_link" | "sscc";
                                product_id: number | null;
                                product_name: string;
                                quantity: number;
                                generated_count: number;
                                downloaded_count: number;
                                voided_count: number;
                                /** @enum {string} */
                                status: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                                rate: number;
                                vendor: string;
                                remark: string;
                                error: string;
                                started_at: string | null;
                                finished_at: string | null;
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/pools/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close the pool or a sequence range with a reason: its codes not yet active are voided */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason: string;
                        from?: number;
                        to?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                voided: number;
                                /** @enum {string} */
                                status: "pending" | "generating" | "ready" | "downloaded" | "closed" | "failed" | "cancelled";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/pools/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The print file (zipped TXT or CSV) of the whole order or a sequence range, streamed, its URLs on the enterprise's scan host; a second download of a range needs records:download */
        get: {
            parameters: {
                query: {
                    id: number;
                    format?: "txt" | "csv" | "png" | "svg";
                    symbology?: "gs1-128" | "datamatrix" | "qr";
                    from?: number;
                    to?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/scanhost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address the enterprise's code URLs start with (its own scan host, else the server's PUBLIC_BASE_URL) and whether phones can reach it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                base_url: string;
                                own_base_url: string;
                                server_base_url: string;
                                /** @enum {string} */
                                reach: "public" | "private" | "loopback";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/scanhost/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the enterprise's scan host (http or https, host and port, no path or query); empty goes back to the server's address. Print files, previews and code details made afterwards use it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        base_url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                base_url: string;
                                own_base_url: string;
                                server_base_url: string;
                                /** @enum {string} */
                                reach: "public" | "private" | "loopback";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/codes/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One code of the enterprise by its value (for holders of the code lookup, information inquiry) */
        get: {
            parameters: {
                query: {
                    value: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                value: string;
                                url: string;
                                /** @enum {string} */
                                level: "item" | "box" | "pallet";
                                /** @enum {string} */
                                status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                seq: number;
                                order_id: number;
                                order_no: string;
                                rule_name: string;
                                product_name: string;
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tagging/codes/qrcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A QR image (PNG or SVG) of a text, normally a code URL */
        get: {
            parameters: {
                query: {
                    value: string;
                    format?: "png" | "svg";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A code at any level (value or scanned URL): its state, origin, containers, contents per level and timeline */
        get: {
            parameters: {
                query: {
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                code: {
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    order_id: number;
                                    seq: number;
                                    product_id: number | null;
                                    product_name: string;
                                    lot_no: string;
                                    produced_at: string | null;
                                    expires_at: string | null;
                                    /** @enum {string|null} */
                                    holder_type: "warehouse" | "dealer" | null;
                                    holder_id: number | null;
                                    holder_name: string;
                                    dealer_id: number | null;
                                    parent: string | null;
                                    child_count: number;
                                    replaced_by: string | null;
                                    scan_count: number;
                                    first_scan_at: string | null;
                                    last_event_at: string | null;
                                    order_no: string;
                                    rule_name: string;
                                    url: string;
                                };
                                hold: {
                                    /** @enum {string} */
                                    kind: "hold" | "recall";
                                    production_order_id: number;
                                    production_order_no: string;
                                    reason: string;
                                    notice: string;
                                    placed_at: string;
                                    placed_by: string;
                                } | null;
                                ancestors: {
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    order_id: number;
                                    seq: number;
                                    product_id: number | null;
                                    product_name: string;
                                    lot_no: string;
                                    produced_at: string | null;
                                    expires_at: string | null;
                                    /** @enum {string|null} */
                                    holder_type: "warehouse" | "dealer" | null;
                                    holder_id: number | null;
                                    holder_name: string;
                                    dealer_id: number | null;
                                    parent: string | null;
                                    child_count: number;
                                    replaced_by: string | null;
                                    scan_count: number;
                                    first_scan_at: string | null;
                                    last_event_at: string | null;
                                }[];
                                contents: {
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    count: number;
                                }[];
                                events: {
                                    id: number;
                                    /** @enum {string} */
                                    type: "commission" | "pack" | "unpack" | "replace" | "ship" | "receive" | "return" | "void" | "transfer" | "hold" | "recall" | "unhold" | "replacement" | "generate" | "print" | "close";
                                    occurred_at: string;
                                    parent: string | null;
                                    related: string | null;
                                    /** @enum {string|null} */
                                    location_type: "warehouse" | "dealer" | null;
                                    location_id: number | null;
                                    location_name: string;
                                    ref_type: string | null;
                                    ref_id: number | null;
                                    reason: string;
                                    count: number;
                                    actor: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/inquiry/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the codes directly inside a container */
        get: {
            parameters: {
                query: {
                    page?: number;
                    page_size?: number;
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    order_id: number;
                                    seq: number;
                                    product_id: number | null;
                                    product_name: string;
                                    lot_no: string;
                                    produced_at: string | null;
                                    expires_at: string | null;
                                    /** @enum {string|null} */
                                    holder_type: "warehouse" | "dealer" | null;
                                    holder_id: number | null;
                                    holder_name: string;
                                    dealer_id: number | null;
                                    parent: string | null;
                                    child_count: number;
                                    replaced_by: string | null;
                                    scan_count: number;
                                    first_scan_at: string | null;
                                    last_event_at: string | null;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/inquiry/range": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The codes of an order's or pool's sequence range (as printed in a print file) */
        get: {
            parameters: {
                query: {
                    page?: number;
                    page_size?: number;
                    order_no: string;
                    seq_from: number;
                    seq_to: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    order_id: number;
                                    seq: number;
                                    product_id: number | null;
                                    product_name: string;
                                    lot_no: string;
                                    produced_at: string | null;
                                    expires_at: string | null;
                                    /** @enum {string|null} */
                                    holder_type: "warehouse" | "dealer" | null;
                                    holder_id: number | null;
                                    holder_name: string;
                                    dealer_id: number | null;
                                    parent: string | null;
                                    child_count: number;
                                    replaced_by: string | null;
                                    scan_count: number;
                                    first_scan_at: string | null;
                                    last_event_at: string | null;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/inquiry/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The code and everything inside it, one row per code, as xlsx or CSV (streamed) */
        get: {
            parameters: {
                query: {
                    code: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/plants/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of plants, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    status?: number;
                    area_code?: string;
                    sort?: "code" | "-code" | "name" | "-name" | "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    code: string;
                                    name: string;
                                    area_code: string;
                                    area_name: string;
                                    address: string;
                                    manager: string;
                                    phone: string;
                                    status: number;
                                    workshop_count: number;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/plants/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                area_code: string;
                                area_name: string;
                                address: string;
                                manager: string;
                                phone: string;
                                status: number;
                                workshop_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/plants/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 50 enabled records (id, code, name) for reference pickers; `ids` fetches given ones */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/plants/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        /** @default  */
                        area_code?: string;
                        /** @default  */
                        address?: string;
                        /** @default  */
                        manager?: string;
                        /** @default  */
                        phone?: string;
                        /** @default 1 */
                        status?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                area_code: string;
                                area_name: string;
                                address: string;
                                manager: string;
                                phone: string;
                                status: number;
                                workshop_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/plants/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        /** @default  */
                        area_code?: string;
                        /** @default  */
                        address?: string;
                        /** @default  */
                        manager?: string;
                        /** @default  */
                        phone?: string;
                        /** @default 1 */
                        status?: 0 | 1;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                area_code: string;
                                area_name: string;
                                address: string;
                                manager: string;
                                phone: string;
                                status: number;
                                workshop_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/plants/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/plants/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    status?: number;
                    area_code?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/workshops/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of workshops, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    status?: number;
                    plant_id?: number;
                    sort?: "code" | "-code" | "name" | "-name" | "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    code: string;
                                    name: string;
                                    plant_id: number;
                                    plant_name: string;
                                    manager: string;
                                    status: number;
                                    line_count: number;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/workshops/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                plant_id: number;
                                plant_name: string;
                                manager: string;
                                status: number;
                                line_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/workshops/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 50 enabled records (id, code, name) for reference pickers; `ids` fetches given ones */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/workshops/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        plant_id: number;
                        /** @default  */
                        manager?: string;
                        /** @default 1 */
                        status?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                plant_id: number;
                                plant_name: string;
                                manager: string;
                                status: number;
                                line_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/workshops/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        plant_id: number;
                        /** @default  */
                        manager?: string;
                        /** @default 1 */
                        status?: 0 | 1;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                plant_id: number;
                                plant_name: string;
                                manager: string;
                                status: number;
                                line_count: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/workshops/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/workshops/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    status?: number;
                    plant_id?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/lines/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of lines, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    status?: number;
                    plant_id?: number;
                    workshop_id?: number;
                    sort?: "code" | "-code" | "name" | "-name" | "created_at" | "-created_at" | "key_rotated_at" | "-key_rotated_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    code: string;
                                    name: string;
                                    workshop_id: number;
                                    workshop_name: string;
                                    plant_id: number;
                                    plant_name: string;
                                    status: number;
                                    key_rotated_at: string;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/lines/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                workshop_id: number;
                                workshop_name: string;
                                plant_id: number;
                                plant_name: string;
                                status: number;
                                key_rotated_at: string;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/lines/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 50 enabled records (id, code, name) for reference pickers; `ids` fetches given ones */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/lines/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        workshop_id: number;
                        /** @default 1 */
                        status?: 0 | 1;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                workshop_id: number;
                                workshop_name: string;
                                plant_id: number;
                                plant_name: string;
                                status: number;
                                key_rotated_at: string;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/lines/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/lines/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    status?: number;
                    plant_id?: number;
                    workshop_id?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/shifts/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of shifts, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    status?: number;
                    sort?: "code" | "-code" | "name" | "-name" | "start_time" | "-start_time" | "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    code: string;
                                    name: string;
                                    start_time: string;
                                    end_time: string;
                                    overnight: boolean;
                                    members: {
                                        id: number;
                                        name: string;
                                    }[];
                                    status: number;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/shifts/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                start_time: string;
                                end_time: string;
                                overnight: boolean;
                                members: {
                                    id: number;
                                    name: string;
                                }[];
                                status: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/shifts/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 50 enabled records (id, code, name) for reference pickers; `ids` fetches given ones */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/shifts/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        start_time: string;
                        end_time: string;
                        /** @default [] */
                        member_ids?: number[];
                        /** @default 1 */
                        status?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                start_time: string;
                                end_time: string;
                                overnight: boolean;
                                members: {
                                    id: number;
                                    name: string;
                                }[];
                                status: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/shifts/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        start_time: string;
                        end_time: string;
                        /** @default [] */
                        member_ids?: number[];
                        /** @default 1 */
                        status?: 0 | 1;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                start_time: string;
                                end_time: string;
                                overnight: boolean;
                                members: {
                                    id: number;
                                    name: string;
                                }[];
                                status: number;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/shifts/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/shifts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    status?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/exceptions/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the enterprise's line exceptions, the latest first, by task, order, line, kind, review, raw value and time */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    task_id?: number;
                    order_id?: number;
                    line_id?: number;
                    kind?: "unknown" | "duplicate" | "wrong_product" | "wrong_level" | "already_used" | "voided" | "unreadable" | "force_closed" | "out_of_order" | "over_capacity";
                    reviewed?: "0" | "1";
                    raw_value?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    task_id: number;
                                    order_id: number;
                                    order_no: string;
                                    line_id: number;
                                    line_name: string;
                                    /** @enum {string} */
                                    kind: "unknown" | "duplicate" | "wrong_product" | "wrong_level" | "already_used" | "voided" | "unreadable" | "force_closed" | "out_of_order" | "over_capacity";
                                    raw_value: string;
                                    code: string | null;
                                    /** @enum {string} */
                                    source: "station" | "device" | "console";
                                    detail: string;
                                    occurred_at: string;
                                    reviewed_at: string | null;
                                    reviewed_by: string;
                                    review_note: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/exceptions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The line exceptions of the filter, all pages, as xlsx or CSV (streamed) */
        get: {
            parameters: {
                query?: {
                    task_id?: number;
                    order_id?: number;
                    line_id?: number;
                    kind?: "unknown" | "duplicate" | "wrong_product" | "wrong_level" | "already_used" | "voided" | "unreadable" | "force_closed" | "out_of_order" | "over_capacity";
                    reviewed?: "0" | "1";
                    raw_value?: string;
                    from?: string;
                    to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/exceptions/order/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of one order's line exceptions (the order details page), with the same filters */
        get: {
            parameters: {
                query: {
                    page?: number;
                    page_size?: number;
                    task_id?: number;
                    order_id: number;
                    line_id?: number;
                    kind?: "unknown" | "duplicate" | "wrong_product" | "wrong_level" | "already_used" | "voided" | "unreadable" | "force_closed" | "out_of_order" | "over_capacity";
                    reviewed?: "0" | "1";
                    raw_value?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    task_id: number;
                                    order_id: number;
                                    order_no: string;
                                    line_id: number;
                                    line_name: string;
                                    /** @enum {string} */
                                    kind: "unknown" | "duplicate" | "wrong_product" | "wrong_level" | "already_used" | "voided" | "unreadable" | "force_closed" | "out_of_order" | "over_capacity";
                                    raw_value: string;
                                    code: string | null;
                                    /** @enum {string} */
                                    source: "station" | "device" | "console";
                                    detail: string;
                                    occurred_at: string;
                                    reviewed_at: string | null;
                                    reviewed_by: string;
                                    review_note: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/exceptions/order/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order's line exceptions as xlsx or CSV (streamed) */
        get: {
            parameters: {
                query: {
                    task_id?: number;
                    order_id: number;
                    line_id?: number;
                    kind?: "unknown" | "duplicate" | "wrong_product" | "wrong_level" | "already_used" | "voided" | "unreadable" | "force_closed" | "out_of_order" | "over_capacity";
                    reviewed?: "0" | "1";
                    raw_value?: string;
                    from?: string;
                    to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/exceptions/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a line exception reviewed with a note (again: replaces the note) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                task_id: number;
                                order_id: number;
                                order_no: string;
                                line_id: number;
                                line_name: string;
                                /** @enum {string} */
                                kind: "unknown" | "duplicate" | "wrong_product" | "wrong_level" | "already_used" | "voided" | "unreadable" | "force_closed" | "out_of_order" | "over_capacity";
                                raw_value: string;
                                code: string | null;
                                /** @enum {string} */
                                source: "station" | "device" | "console";
                                detail: string;
                                occurred_at: string;
                                reviewed_at: string | null;
                                reviewed_by: string;
                                review_note: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/material-query/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order by its number with the materials it uses, their lots and quantities */
        get: {
            parameters: {
                query: {
                    order_no: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                product_name: string;
                                lot_no: string;
                                line_name: string;
                                /** @enum {string} */
                                status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                produced_on: string;
                                materials: {
                                    material_id: number;
                                    material_code: string;
                                    material_name: string;
                                    lot_no: string;
                                    quantity: string;
                                    unit: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/material-query/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recall: a page of the orders that used a material (optionally one lot), with the codes commissioned for each */
        get: {
            parameters: {
                query: {
                    page?: number;
                    page_size?: number;
                    material_id: number;
                    lot_no?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    order_no: string;
                                    product_name: string;
                                    lot_no: string;
                                    line_name: string;
                                    /** @enum {string} */
                                    status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                    produced_on: string;
                                    expires_on: string | null;
                                    started_at: string | null;
                                    completed_at: string | null;
                                    material_lots: string[];
                                    quantity: string;
                                    code_count: number;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/material-query/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recall: a page of the codes of those orders (or of one of them), by level */
        get: {
            parameters: {
                query: {
                    page?: number;
                    page_size?: number;
                    material_id: number;
                    lot_no?: string;
                    order_id?: number;
                    level?: "item" | "box" | "pallet";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    order_no: string;
                                    product_name: string;
                                    lot_no: string;
                                    holder_name: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/material-query/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recall: every order that used the material (lot) as xlsx or CSV (streamed) */
        get: {
            parameters: {
                query: {
                    material_id: number;
                    lot_no?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/material-query/codes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recall: every code of those orders, one row per code, as xlsx or CSV (streamed page by page) */
        get: {
            parameters: {
                query: {
                    material_id: number;
                    lot_no?: string;
                    order_id?: number;
                    level?: "item" | "box" | "pallet";
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/duplicates/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of codes read more than once on lines (duplicates, codes a line had already used), grouped by code */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    line_id?: number;
                    product_id?: number;
                    order_no?: string;
                    code?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    code: string;
                                    product_name: string;
                                    times_read: number;
                                    first_read_at: string;
                                    last_read_at: string;
                                    order_nos: string[];
                                    line_names: string[];
                                    task_ids: number[];
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/duplicates/reads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every read of one code: the accepted one and each rejected repeat, with order, task, line and time */
        get: {
            parameters: {
                query: {
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                /** @enum {string} */
                                kind: "accepted" | "duplicate" | "already_used";
                                order_no: string;
                                task_id: number | null;
                                line_name: string;
                                /** @enum {string|null} */
                                source: "station" | "device" | "console" | null;
                                occurred_at: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/duplicates/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The duplicate codes of the filter, one row per code, as xlsx or CSV (streamed) */
        get: {
            parameters: {
                query?: {
                    line_id?: number;
                    product_id?: number;
                    order_no?: string;
                    code?: string;
                    from?: string;
                    to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/lines/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a line; the answer carries its device key, shown this once (only its SHA-256 is kept) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        workshop_id: number;
                        /** @default 1 */
                        status?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                workshop_id: number;
                                workshop_name: string;
                                plant_id: number;
                                plant_name: string;
                                status: number;
                                key_rotated_at: string;
                                created_at: string;
                                updated_at: string;
                                device_key: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/lines/rotate-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a line's device key: the old key stops working at once; the new one is shown this once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                workshop_id: number;
                                workshop_name: string;
                                plant_id: number;
                                plant_name: string;
                                status: number;
                                key_rotated_at: string;
                                created_at: string;
                                updated_at: string;
                                device_key: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/employees/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 50 enabled employees (id, account, name) to make shift team members; `ids` fetches given ones */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of orders, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    status?: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                    product_id?: number;
                    plant_id?: number;
                    workshop_id?: number;
                    line_id?: number;
                    produced_from?: string;
                    produced_to?: string;
                    hold?: "hold" | "recall" | "any" | "none";
                    sort?: "order_no" | "-order_no" | "produced_on" | "-produced_on" | "planned_qty" | "-planned_qty" | "created_at" | "-created_at" | "released_at" | "-released_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    order_no: string;
                                    product_id: number;
                                    product_name: string;
                                    lot_no: string;
                                    planned_qty: number;
                                    plant_id: number;
                                    plant_name: string;
                                    workshop_id: number;
                                    workshop_name: string;
                                    line_id: number;
                                    line_code: string;
                                    line_name: string;
                                    shift_id: number | null;
                                    shift_name: string;
                                    warehouse_id: number;
                                    warehouse_name: string;
                                    produced_on: string;
                                    expires_on: string | null;
                                    /** @enum {string} */
                                    status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                    /** @enum {string|null} */
                                    hold_kind: "hold" | "recall" | null;
                                    note: string;
                                    reason: string;
                                    commissioned: number;
                                    packed: number;
                                    released_at: string | null;
                                    started_at: string | null;
                                    completed_at: string | null;
                                    closed_at: string | null;
                                    created_at: string;
                                    updated_at: string;
                                    materials: {
                                        id: number;
                                        material_id: number;
                                        material_code: string;
                                        material_name: string;
                                        unit_name: string;
                                        lot_no: string;
                                        quantity: number;
                                    }[];
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                product_id: number;
                                product_name: string;
                                lot_no: string;
                                planned_qty: number;
                                plant_id: number;
                                plant_name: string;
                                workshop_id: number;
                                workshop_name: string;
                                line_id: number;
                                line_code: string;
                                line_name: string;
                                shift_id: number | null;
                                shift_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                produced_on: string;
                                expires_on: string | null;
                                /** @enum {string} */
                                status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                /** @enum {string|null} */
                                hold_kind: "hold" | "recall" | null;
                                note: string;
                                reason: string;
                                commissioned: number;
                                packed: number;
                                released_at: string | null;
                                started_at: string | null;
                                completed_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                materials: {
                                    id: number;
                                    material_id: number;
                                    material_code: string;
                                    material_name: string;
                                    unit_name: string;
                                    lot_no: string;
                                    quantity: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        order_no?: string;
                        product_id: number;
                        lot_no: string;
                        planned_qty: number;
                        plant_id: number;
                        workshop_id: number;
                        line_id: number;
                        /** @default null */
                        shift_id?: number | null;
                        warehouse_id: number;
                        /** Format: date */
                        produced_on: string;
                        /**
                         * Format: date
                         * @default null
                         */
                        expires_on?: string | null;
                        /** @default  */
                        note?: string;
                        /** @default [] */
                        materials?: {
                            material_id: number;
                            lot_no: string;
                            quantity: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                product_id: number;
                                product_name: string;
                                lot_no: string;
                                planned_qty: number;
                                plant_id: number;
                                plant_name: string;
                                workshop_id: number;
                                workshop_name: string;
                                line_id: number;
                                line_code: string;
                                line_name: string;
                                shift_id: number | null;
                                shift_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                produced_on: string;
                                expires_on: string | null;
                                /** @enum {string} */
                                status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                /** @enum {string|null} */
                                hold_kind: "hold" | "recall" | null;
                                note: string;
                                reason: string;
                                commissioned: number;
                                packed: number;
                                released_at: string | null;
                                started_at: string | null;
                                completed_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                materials: {
                                    id: number;
                                    material_id: number;
                                    material_code: string;
                                    material_name: string;
                                    unit_name: string;
                                    lot_no: string;
                                    quantity: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        order_no?: string;
                        product_id: number;
                        lot_no: string;
                        planned_qty: number;
                        plant_id: number;
                        workshop_id: number;
                        line_id: number;
                        /** @default null */
                        shift_id?: number | null;
                        warehouse_id: number;
                        /** Format: date */
                        produced_on: string;
                        /**
                         * Format: date
                         * @default null
                         */
                        expires_on?: string | null;
                        /** @default  */
                        note?: string;
                        /** @default [] */
                        materials?: {
                            material_id: number;
                            lot_no: string;
                            quantity: number;
                        }[];
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                product_id: number;
                                product_name: string;
                                lot_no: string;
                                planned_qty: number;
                                plant_id: number;
                                plant_name: string;
                                workshop_id: number;
                                workshop_name: string;
                                line_id: number;
                                line_code: string;
                                line_name: string;
                                shift_id: number | null;
                                shift_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                produced_on: string;
                                expires_on: string | null;
                                /** @enum {string} */
                                status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                /** @enum {string|null} */
                                hold_kind: "hold" | "recall" | null;
                                note: string;
                                reason: string;
                                commissioned: number;
                                packed: number;
                                released_at: string | null;
                                started_at: string | null;
                                completed_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                materials: {
                                    id: number;
                                    material_id: number;
                                    material_code: string;
                                    material_name: string;
                                    unit_name: string;
                                    lot_no: string;
                                    quantity: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    status?: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                    product_id?: number;
                    plant_id?: number;
                    workshop_id?: number;
                    line_id?: number;
                    produced_from?: string;
                    produced_to?: string;
                    hold?: "hold" | "recall" | "any" | "none";
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release a draft to its line: opens the line's task in the same transaction; 409 when the line has a task not closed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                product_id: number;
                                product_name: string;
                                lot_no: string;
                                planned_qty: number;
                                plant_id: number;
                                plant_name: string;
                                workshop_id: number;
                                workshop_name: string;
                                line_id: number;
                                line_code: string;
                                line_name: string;
                                shift_id: number | null;
                                shift_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                produced_on: string;
                                expires_on: string | null;
                                /** @enum {string} */
                                status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                /** @enum {string|null} */
                                hold_kind: "hold" | "recall" | null;
                                note: string;
                                reason: string;
                                commissioned: number;
                                packed: number;
                                released_at: string | null;
                                started_at: string | null;
                                completed_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                materials: {
                                    id: number;
                                    material_id: number;
                                    material_code: string;
                                    material_name: string;
                                    unit_name: string;
                                    lot_no: string;
                                    quantity: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a draft, or a released order nothing was commissioned for, with a reason; its open task is closed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                product_id: number;
                                product_name: string;
                                lot_no: string;
                                planned_qty: number;
                                plant_id: number;
                                plant_name: string;
                                workshop_id: number;
                                workshop_name: string;
                                line_id: number;
                                line_code: string;
                                line_name: string;
                                shift_id: number | null;
                                shift_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                produced_on: string;
                                expires_on: string | null;
                                /** @enum {string} */
                                status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                /** @enum {string|null} */
                                hold_kind: "hold" | "recall" | null;
                                note: string;
                                reason: string;
                                commissioned: number;
                                packed: number;
                                released_at: string | null;
                                started_at: string | null;
                                completed_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                materials: {
                                    id: number;
                                    material_id: number;
                                    material_code: string;
                                    material_name: string;
                                    unit_name: string;
                                    lot_no: string;
                                    quantity: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a running order whose line tasks are all closed: production ends, no task or read is taken for it, and it may be closed; 409 names a task still open */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                product_id: number;
                                product_name: string;
                                lot_no: string;
                                planned_qty: number;
                                plant_id: number;
                                plant_name: string;
                                workshop_id: number;
                                workshop_name: string;
                                line_id: number;
                                line_code: string;
                                line_name: string;
                                shift_id: number | null;
                                shift_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                produced_on: string;
                                expires_on: string | null;
                                /** @enum {string} */
                                status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                /** @enum {string|null} */
                                hold_kind: "hold" | "recall" | null;
                                note: string;
                                reason: string;
                                commissioned: number;
                                packed: number;
                                released_at: string | null;
                                started_at: string | null;
                                completed_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                materials: {
                                    id: number;
                                    material_id: number;
                                    material_code: string;
                                    material_name: string;
                                    unit_name: string;
                                    lot_no: string;
                                    quantity: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a completed order: final, no more reads or packing for it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                product_id: number;
                                product_name: string;
                                lot_no: string;
                                planned_qty: number;
                                plant_id: number;
                                plant_name: string;
                                workshop_id: number;
                                workshop_name: string;
                                line_id: number;
                                line_code: string;
                                line_name: string;
                                shift_id: number | null;
                                shift_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                produced_on: string;
                                expires_on: string | null;
                                /** @enum {string} */
                                status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                /** @enum {string|null} */
                                hold_kind: "hold" | "recall" | null;
                                note: string;
                                reason: string;
                                commissioned: number;
                                packed: number;
                                released_at: string | null;
                                started_at: string | null;
                                completed_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                materials: {
                                    id: number;
                                    material_id: number;
                                    material_code: string;
                                    material_name: string;
                                    unit_name: string;
                                    lot_no: string;
                                    quantity: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put an order released or later on a quality hold or recall it, with a reason (and, for a recall, the consumers' notice): its codes stop shipping and its scans say so; once by op_id; 409 when one is in force */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        op_id: string;
                        id: number;
                        /** @enum {string} */
                        kind: "hold" | "recall";
                        reason: string;
                        /** @default  */
                        notice?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                product_id: number;
                                product_name: string;
                                lot_no: string;
                                planned_qty: number;
                                plant_id: number;
                                plant_name: string;
                                workshop_id: number;
                                workshop_name: string;
                                line_id: number;
                                line_code: string;
                                line_name: string;
                                shift_id: number | null;
                                shift_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                produced_on: string;
                                expires_on: string | null;
                                /** @enum {string} */
                                status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                /** @enum {string|null} */
                                hold_kind: "hold" | "recall" | null;
                                note: string;
                                reason: string;
                                commissioned: number;
                                packed: number;
                                released_at: string | null;
                                started_at: string | null;
                                completed_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                materials: {
                                    id: number;
                                    material_id: number;
                                    material_code: string;
                                    material_name: string;
                                    unit_name: string;
                                    lot_no: string;
                                    quantity: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/unhold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift the order's hold or recall with a note: its codes may ship and scan as genuine again; once by op_id; 409 when none is in force */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        op_id: string;
                        id: number;
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                product_id: number;
                                product_name: string;
                                lot_no: string;
                                planned_qty: number;
                                plant_id: number;
                                plant_name: string;
                                workshop_id: number;
                                workshop_name: string;
                                line_id: number;
                                line_code: string;
                                line_name: string;
                                shift_id: number | null;
                                shift_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                produced_on: string;
                                expires_on: string | null;
                                /** @enum {string} */
                                status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                /** @enum {string|null} */
                                hold_kind: "hold" | "recall" | null;
                                note: string;
                                reason: string;
                                commissioned: number;
                                packed: number;
                                released_at: string | null;
                                started_at: string | null;
                                completed_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                materials: {
                                    id: number;
                                    material_id: number;
                                    material_code: string;
                                    material_name: string;
                                    unit_name: string;
                                    lot_no: string;
                                    quantity: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/holds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's holds and recalls, newest first, with its items in the market per dealer and in stock */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                holds: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "hold" | "recall";
                                    reason: string;
                                    notice: string;
                                    placed_at: string;
                                    placed_by: string;
                                    released_at: string | null;
                                    released_by: string;
                                    release_note: string;
                                }[];
                                market: {
                                    dealer_id: number;
                                    dealer_name: string;
                                    shipped: number;
                                    received: number;
                                }[];
                                in_stock: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/facts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order form's facts: a product's shelf life and packaging relation, materials' units, the next order number */
        get: {
            parameters: {
                query?: {
                    product_id?: number;
                    material_ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                product: {
                                    id: number;
                                    shelf_life_days: number | null;
                                    packaging: {
                                        unit_name: string;
                                        quantity: number;
                                    }[];
                                } | null;
                                materials: {
                                    id: number;
                                    unit_name: string;
                                }[];
                                next_order_no: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enabled plants → workshops → lines, for the order form */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: components["schemas"]["LineTreeNode"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's codes per level and status, its packaging relation and its line tasks */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                levels: {
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    count: number;
                                }[];
                                packaging: {
                                    unit_name: string;
                                    quantity: number;
                                }[];
                                tasks: {
                                    id: number;
                                    line_id: number;
                                    line_name: string;
                                    /** @enum {string} */
                                    status: "open" | "running" | "closed";
                                    commissioned: number;
                                    packed: number;
                                    cases: number;
                                    pallets: number;
                                    rejected: number;
                                    opened_at: string;
                                    started_at: string | null;
                                    last_read_at: string | null;
                                    closed_at: string | null;
                                    close_reason: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of an order's codes of one level, after a code id (keyset); boxes and pallets with their fill */
        get: {
            parameters: {
                query: {
                    id: number;
                    level?: "item" | "box" | "pallet";
                    status?: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                    after?: string;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    parent: string | null;
                                    child_count: number;
                                    capacity: number | null;
                                    /** @enum {string|null} */
                                    holder_type: "warehouse" | "dealer" | null;
                                    holder_name: string;
                                    last_event_at: string | null;
                                }[];
                                next: number | null;
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/codes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every code of an order of one level as xlsx or CSV (streamed) */
        get: {
            parameters: {
                query: {
                    id: number;
                    level?: "item" | "box" | "pallet";
                    status?: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/orders/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the life-cycle events that name the order as their document, after an event id (keyset) */
        get: {
            parameters: {
                query: {
                    id: number;
                    after?: string;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    code: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    type: string;
                                    occurred_at: string;
                                    parent: string | null;
                                    actor: string;
                                    reason: string;
                                }[];
                                next: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/tasks/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of tasks, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    status?: "open" | "running" | "closed";
                    plant_id?: number;
                    workshop_id?: number;
                    line_id?: number;
                    product_id?: number;
                    order_no?: string;
                    opened_from?: string;
                    opened_to?: string;
                    sort?: "opened_at" | "-opened_at" | "order_no" | "-order_no" | "last_read_at" | "-last_read_at" | "commissioned" | "-commissioned" | "status" | "-status";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    production_order_id: number;
                                    order_no: string;
                                    /** @enum {string} */
                                    order_status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                    product_id: number;
                                    product_name: string;
                                    lot_no: string;
                                    planned_qty: number;
                                    line_id: number;
                                    line_name: string;
                                    workshop_id: number;
                                    workshop_name: string;
                                    plant_id: number;
                                    plant_name: string;
                                    /** @enum {string} */
                                    status: "open" | "running" | "closed";
                                    commissioned: number;
                                    packed: number;
                                    cases: number;
                                    pallets: number;
                                    rejected: number;
                                    rate_per_minute: number;
                                    opened_at: string;
                                    started_at: string | null;
                                    last_read_at: string | null;
                                    closed_at: string | null;
                                    close_reason: string;
                                    closed_by_name: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/tasks/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                production_order_id: number;
                                order_no: string;
                                /** @enum {string} */
                                order_status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                product_id: number;
                                product_name: string;
                                lot_no: string;
                                planned_qty: number;
                                line_id: number;
                                line_name: string;
                                workshop_id: number;
                                workshop_name: string;
                                plant_id: number;
                                plant_name: string;
                                /** @enum {string} */
                                status: "open" | "running" | "closed";
                                commissioned: number;
                                packed: number;
                                cases: number;
                                pallets: number;
                                rejected: number;
                                rate_per_minute: number;
                                opened_at: string;
                                started_at: string | null;
                                last_read_at: string | null;
                                closed_at: string | null;
                                close_reason: string;
                                closed_by_name: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/tasks/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    status?: "open" | "running" | "closed";
                    plant_id?: number;
                    workshop_id?: number;
                    line_id?: number;
                    product_id?: number;
                    order_no?: string;
                    opened_from?: string;
                    opened_to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/tasks/loose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the task's loose items: its order's items commissioned on its line and in no case yet */
        get: {
            parameters: {
                query: {
                    page?: number;
                    page_size?: number;
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    value: string;
                                    commissioned_at: string | null;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/tasks/close-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What is open on a task for its close: loose items, cases on no pallet, and the cases and pallets not full (the station's open case and pallet) */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                items_per_case: number | null;
                                cases_per_pallet: number | null;
                                loose_items: number;
                                loose_cases: number;
                                open_cases: {
                                    code: string;
                                    filled: number;
                                    fill: number | null;
                                }[];
                                open_pallets: {
                                    code: string;
                                    filled: number;
                                    fill: number | null;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/tasks/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Released and running orders a task may be opened for (up to 50) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                order_no: string;
                                product_name: string;
                                lot_no: string;
                                workshop_id: number;
                                workshop_name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/tasks/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enabled lines of an order's workshop, each with the order at work on it */
        get: {
            parameters: {
                query: {
                    production_order_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                                busy_order_no: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/tasks/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a task for a released or running order on a free line of its workshop; 409 names the order at work there */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        production_order_id: number;
                        line_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                production_order_id: number;
                                order_no: string;
                                /** @enum {string} */
                                order_status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                product_id: number;
                                product_name: string;
                                lot_no: string;
                                planned_qty: number;
                                line_id: number;
                                line_name: string;
                                workshop_id: number;
                                workshop_name: string;
                                plant_id: number;
                                plant_name: string;
                                /** @enum {string} */
                                status: "open" | "running" | "closed";
                                commissioned: number;
                                packed: number;
                                cases: number;
                                pallets: number;
                                rejected: number;
                                rate_per_minute: number;
                                opened_at: string;
                                started_at: string | null;
                                last_read_at: string | null;
                                closed_at: string | null;
                                close_reason: string;
                                closed_by_name: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/tasks/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move an open task (no read yet) to another free, enabled line of its workshop */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        line_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                production_order_id: number;
                                order_no: string;
                                /** @enum {string} */
                                order_status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                product_id: number;
                                product_name: string;
                                lot_no: string;
                                planned_qty: number;
                                line_id: number;
                                line_name: string;
                                workshop_id: number;
                                workshop_name: string;
                                plant_id: number;
                                plant_name: string;
                                /** @enum {string} */
                                status: "open" | "running" | "closed";
                                commissioned: number;
                                packed: number;
                                cases: number;
                                pallets: number;
                                rejected: number;
                                rate_per_minute: number;
                                opened_at: string;
                                started_at: string | null;
                                last_read_at: string | null;
                                closed_at: string | null;
                                close_reason: string;
                                closed_by_name: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/tasks/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a task with a reason: its loose items into a case code and its cases on no pallet onto a pallet code (each one pack operation, from op_id), or left by choice; never past the fill unless overfill; the order completes with its last task */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason: string;
                        case_code?: string;
                        /** @default false */
                        leave_loose?: boolean;
                        pallet_code?: string;
                        /** @default false */
                        leave_cases?: boolean;
                        /** @default false */
                        overfill?: boolean;
                        /** @default true */
                        complete_order?: boolean;
                        /** Format: uuid */
                        op_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                production_order_id: number;
                                order_no: string;
                                /** @enum {string} */
                                order_status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                product_id: number;
                                product_name: string;
                                lot_no: string;
                                planned_qty: number;
                                line_id: number;
                                line_name: string;
                                workshop_id: number;
                                workshop_name: string;
                                plant_id: number;
                                plant_name: string;
                                /** @enum {string} */
                                status: "open" | "running" | "closed";
                                commissioned: number;
                                packed: number;
                                cases: number;
                                pallets: number;
                                rejected: number;
                                rate_per_minute: number;
                                opened_at: string;
                                started_at: string | null;
                                last_read_at: string | null;
                                closed_at: string | null;
                                close_reason: string;
                                closed_by_name: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/tasks/{id}/station": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A line task as the station shows it: order, product, packaging ratio, counters, whether it takes reads */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                task_id: number;
                                /** @enum {string} */
                                status: "open" | "running" | "closed";
                                line: {
                                    id: number;
                                    name: string;
                                };
                                order: {
                                    id: number;
                                    order_no: string;
                                    /** @enum {string} */
                                    status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                    lot_no: string;
                                    planned_qty: number;
                                    produced_on: string;
                                    expires_on: string | null;
                                };
                                product: {
                                    id: number;
                                    name: string;
                                    gtin: string | null;
                                };
                                items_per_case: number | null;
                                cases_per_pallet: number | null;
                                accepting: boolean;
                                counters: {
                                    commissioned: number;
                                    packed: number;
                                    cases: number;
                                    pallets: number;
                                    rejected: number;
                                    last_read_at: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plant/tasks/{id}/reads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The station's reads against a task, in order, each exactly once (same as the line API's reads) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reads: ({
                            /** Format: uuid */
                            op_id: string;
                            /** Format: date-time */
                            occurred_at: string;
                            /** @enum {string} */
                            type: "item";
                            code: string;
                        } | {
                            /** Format: uuid */
                            op_id: string;
                            /** Format: date-time */
                            occurred_at: string;
                            /** @enum {string} */
                            type: "case";
                            code: string;
                            /** @default [] */
                            children?: string[];
                        } | {
                            /** Format: uuid */
                            op_id: string;
                            /** Format: date-time */
                            occurred_at: string;
                            /** @enum {string} */
                            type: "pallet";
                            code: string;
                            /** @default [] */
                            children?: string[];
                        } | {
                            /** Format: uuid */
                            op_id: string;
                            /** Format: date-time */
                            occurred_at: string;
                            /** @enum {string} */
                            type: "exception";
                            /** @enum {string} */
                            kind: "unknown" | "duplicate" | "wrong_product" | "wrong_level" | "already_used" | "voided" | "unreadable";
                            /** @default  */
                            code?: string;
                            /** @default  */
                            detail?: string;
                        })[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                outcomes: {
                                    op_id: string;
                                    /** @enum {string} */
                                    type: "item" | "case" | "pallet" | "exception";
                                    code: string;
                                    /** @enum {string} */
                                    status: "accepted" | "rejected";
                                    /** @enum {string|null} */
                                    kind: "unknown" | "duplicate" | "wrong_product" | "wrong_level" | "already_used" | "voided" | "unreadable" | "force_closed" | "out_of_order" | "over_capacity" | null;
                                    message: string;
                                    replayed: boolean;
                                }[];
                                counters: {
                                    commissioned: number;
                                    packed: number;
                                    cases: number;
                                    pallets: number;
                                    rejected: number;
                                    last_read_at: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/line/v1/task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The line's current task: order, product, packaging ratio, counters
         * @description Devices on a production line (cameras, PLC gateways, a scanning station) work through this API with
         *     the line's **device key** (shown once when the line is added or its key rotated, under
         *     Production lines). Send it on every call as `Authorization: Bearer lk_…`. A wrong, rotated or
         *     disabled key is answered 401 and changes nothing; an address that keeps sending wrong keys is held
         *     off with 429 and `Retry-After`.
         *
         *     **Reads.** Every read carries an `op_id` (a UUID the device makes once per scan) and
         *     `occurred_at` (the device's time, with offset). Up to 500 reads per call, applied in order, each
         *     with its own outcome, and all committed before the answer (an answer is never sent for reads not
         *     stored): `item` commissions the code for the task's order (product, lot, dates, warehouse);
         *     `case` and `pallet` pack the children the device names into the parent code (commissioned for
         *     the order on its first read), all or nothing and never past the packaging quantity; named without
         *     `children`, a `case` or `pallet` read opens its label: the label is checked at once (a code of
         *     that level, unused or this order's and not full) and becomes the order's, so a wrong label is
         *     refused before anything is put into it. Every code must be of the level its position asks for (an
         *     item, a case label and its items, a pallet label and its cases), else the read is rejected as
         *     `wrong_level`. `exception` records a reject the device saw (`unreadable`, …). A read the
         *     code life cycle refuses is not an error: its outcome is `rejected` with the kind (`unknown`,
         *     `duplicate`, `wrong_product`, `wrong_level`, `already_used`, `voided`, `out_of_order`,
         *     `over_capacity`), and it is listed among the line's exceptions.
         *     **Exactly once:** sending a read again with the same `op_id` (after a lost answer, or from an
         *     offline queue) returns the same outcome with `replayed: true` and changes nothing; the same
         *     `op_id` with another body is a 409 (reads before it may be stored: send the call again without it
         *     and they come back `replayed`). A task that is closed, or an order that is not released or
         *     running, answers 409 and nothing is applied; so does a task moved to another line since (a device
         *     reads for its own line's task only).
         *
         *     **Example session**
         *
         *     1. `GET /api/line/v1/task` with `Authorization: Bearer lk_…`:
         *
         *     ```json
         *     { "status_code": 200, "message": "success", "data": { "task_id": 41, "status": "open",
         *       "line": { "id": 3, "name": "Line 1" },
         *       "order": { "id": 17, "order_no": "PO-2026-0017", "status": "released", "lot_no": "L2611",
         *                  "planned_qty": 4800, "produced_on": "2026-11-24", "expires_on": "2027-11-24" },
         *       "product": { "id": 5, "name": "Sparkling water 500 ml", "gtin": "06901234567892" },
         *       "items_per_case": 24, "cases_per_pallet": 40, "accepting": true,
         *       "counters": { "commissioned": 0, "packed": 0, "cases": 0, "pallets": 0, "rejected": 0, "last_read_at": null } } }
         *     ```
         *
         *     2. `POST /api/line/v1/reads` — items as they pass the camera, then the case they filled:
         *
         *     ```json
         *     { "task_id": 41, "reads": [
         *       { "type": "item", "op_id": "0b6c1f7e-3c1a-4c55-9d1e-0f7c4a1e2b01", "occurred_at": "2026-11-24T08:00:00.100+08:00", "code": "IT7Q2M9K4X1C8V5B3N6Z" },
         *       { "type": "item", "op_id": "0b6c1f7e-3c1a-4c55-9d1e-0f7c4a1e2b02", "occurred_at": "2026-11-24T08:00:00.200+08:00", "code": "IT7Q2M9K4X1C8V5B3N6Z" },
         *       { "type": "exception", "op_id": "0b6c1f7e-3c1a-4c55-9d1e-0f7c4a1e2b03", "occurred_at": "2026-11-24T08:00:00.300+08:00", "kind": "unreadable", "code": "" },
         *       { "type": "case", "op_id": "0b6c1f7e-3c1a-4c55-9d1e-0f7c4a1e2b04", "occurred_at": "2026-11-24T08:00:03.000+08:00",
         *         "code": "BX3K8P1L6D2F9G4H7J5Q", "children": ["IT7Q2M9K4X1C8V5B3N6Z", "…23 more item codes…"] } ] }
         *     ```
         *
         *     ```json
         *     { "status_code": 200, "message": "success", "data": {
         *       "outcomes": [
         *         { "op_id": "…2b01", "type": "item", "code": "IT7Q2M9K4X1C8V5B3N6Z", "status": "accepted", "kind": null, "message": "", "replayed": false },
         *         { "op_id": "…2b02", "type": "item", "code": "IT7Q2M9K4X1C8V5B3N6Z", "status": "rejected", "kind": "duplicate", "message": "Duplicate code: already read for this order", "replayed": false },
         *         { "op_id": "…2b03", "type": "exception", "code": "", "status": "rejected", "kind": "unreadable", "message": "Unreadable", "replayed": false },
         *         { "op_id": "…2b04", "type": "case", "code": "BX3K8P1L6D2F9G4H7J5Q", "status": "accepted", "kind": null, "message": "", "replayed": false } ],
         *       "counters": { "commissioned": 24, "packed": 24, "cases": 1, "pallets": 0, "rejected": 2, "last_read_at": "2026-11-24T00:00:03.000Z" } } }
         *     ```
         *
         *     3. The answer to step 2 was lost: the device sends the same body again and gets the same outcomes,
         *     each with `"replayed": true`; counters do not move.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                task_id: number;
                                /** @enum {string} */
                                status: "open" | "running" | "closed";
                                line: {
                                    id: number;
                                    name: string;
                                };
                                order: {
                                    id: number;
                                    order_no: string;
                                    /** @enum {string} */
                                    status: "draft" | "released" | "running" | "completed" | "closed" | "cancelled";
                                    lot_no: string;
                                    planned_qty: number;
                                    produced_on: string;
                                    expires_on: string | null;
                                };
                                product: {
                                    id: number;
                                    name: string;
                                    gtin: string | null;
                                };
                                items_per_case: number | null;
                                cases_per_pallet: number | null;
                                accepting: boolean;
                                counters: {
                                    commissioned: number;
                                    packed: number;
                                    cases: number;
                                    pallets: number;
                                    rejected: number;
                                    last_read_at: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/line/v1/reads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads against the task (item: commission; case, pallet: pack; exception: a reject), in order, each exactly once
         * @description Devices on a production line (cameras, PLC gateways, a scanning station) work through this API with
         *     the line's **device key** (shown once when the line is added or its key rotated, under
         *     Production lines). Send it on every call as `Authorization: Bearer lk_…`. A wrong, rotated or
         *     disabled key is answered 401 and changes nothing; an address that keeps sending wrong keys is held
         *     off with 429 and `Retry-After`.
         *
         *     **Reads.** Every read carries an `op_id` (a UUID the device makes once per scan) and
         *     `occurred_at` (the device's time, with offset). Up to 500 reads per call, applied in order, each
         *     with its own outcome, and all committed before the answer (an answer is never sent for reads not
         *     stored): `item` commissions the code for the task's order (product, lot, dates, warehouse);
         *     `case` and `pallet` pack the children the device names into the parent code (commissioned for
         *     the order on its first read), all or nothing and never past the packaging quantity; named without
         *     `children`, a `case` or `pallet` read opens its label: the label is checked at once (a code of
         *     that level, unused or this order's and not full) and becomes the order's, so a wrong label is
         *     refused before anything is put into it. Every code must be of the level its position asks for (an
         *     item, a case label and its items, a pallet label and its cases), else the read is rejected as
         *     `wrong_level`. `exception` records a reject the device saw (`unreadable`, …). A read the
         *     code life cycle refuses is not an error: its outcome is `rejected` with the kind (`unknown`,
         *     `duplicate`, `wrong_product`, `wrong_level`, `already_used`, `voided`, `out_of_order`,
         *     `over_capacity`), and it is listed among the line's exceptions.
         *     **Exactly once:** sending a read again with the same `op_id` (after a lost answer, or from an
         *     offline queue) returns the same outcome with `replayed: true` and changes nothing; the same
         *     `op_id` with another body is a 409 (reads before it may be stored: send the call again without it
         *     and they come back `replayed`). A task that is closed, or an order that is not released or
         *     running, answers 409 and nothing is applied; so does a task moved to another line since (a device
         *     reads for its own line's task only).
         *
         *     **Example session**
         *
         *     1. `GET /api/line/v1/task` with `Authorization: Bearer lk_…`:
         *
         *     ```json
         *     { "status_code": 200, "message": "success", "data": { "task_id": 41, "status": "open",
         *       "line": { "id": 3, "name": "Line 1" },
         *       "order": { "id": 17, "order_no": "PO-2026-0017", "status": "released", "lot_no": "L2611",
         *                  "planned_qty": 4800, "produced_on": "2026-11-24", "expires_on": "2027-11-24" },
         *       "product": { "id": 5, "name": "Sparkling water 500 ml", "gtin": "06901234567892" },
         *       "items_per_case": 24, "cases_per_pallet": 40, "accepting": true,
         *       "counters": { "commissioned": 0, "packed": 0, "cases": 0, "pallets": 0, "rejected": 0, "last_read_at": null } } }
         *     ```
         *
         *     2. `POST /api/line/v1/reads` — items as they pass the camera, then the case they filled:
         *
         *     ```json
         *     { "task_id": 41, "reads": [
         *       { "type": "item", "op_id": "0b6c1f7e-3c1a-4c55-9d1e-0f7c4a1e2b01", "occurred_at": "2026-11-24T08:00:00.100+08:00", "code": "IT7Q2M9K4X1C8V5B3N6Z" },
         *       { "type": "item", "op_id": "0b6c1f7e-3c1a-4c55-9d1e-0f7c4a1e2b02", "occurred_at": "2026-11-24T08:00:00.200+08:00", "code": "IT7Q2M9K4X1C8V5B3N6Z" },
         *       { "type": "exception", "op_id": "0b6c1f7e-3c1a-4c55-9d1e-0f7c4a1e2b03", "occurred_at": "2026-11-24T08:00:00.300+08:00", "kind": "unreadable", "code": "" },
         *       { "type": "case", "op_id": "0b6c1f7e-3c1a-4c55-9d1e-0f7c4a1e2b04", "occurred_at": "2026-11-24T08:00:03.000+08:00",
         *         "code": "BX3K8P1L6D2F9G4H7J5Q", "children": ["IT7Q2M9K4X1C8V5B3N6Z", "…23 more item codes…"] } ] }
         *     ```
         *
         *     ```json
         *     { "status_code": 200, "message": "success", "data": {
         *       "outcomes": [
         *         { "op_id": "…2b01", "type": "item", "code": "IT7Q2M9K4X1C8V5B3N6Z", "status": "accepted", "kind": null, "message": "", "replayed": false },
         *         { "op_id": "…2b02", "type": "item", "code": "IT7Q2M9K4X1C8V5B3N6Z", "status": "rejected", "kind": "duplicate", "message": "Duplicate code: already read for this order", "replayed": false },
         *         { "op_id": "…2b03", "type": "exception", "code": "", "status": "rejected", "kind": "unreadable", "message": "Unreadable", "replayed": false },
         *         { "op_id": "…2b04", "type": "case", "code": "BX3K8P1L6D2F9G4H7J5Q", "status": "accepted", "kind": null, "message": "", "replayed": false } ],
         *       "counters": { "commissioned": 24, "packed": 24, "cases": 1, "pallets": 0, "rejected": 2, "last_read_at": "2026-11-24T00:00:03.000Z" } } }
         *     ```
         *
         *     3. The answer to step 2 was lost: the device sends the same body again and gets the same outcomes,
         *     each with `"replayed": true`; counters do not move.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reads: ({
                            /** Format: uuid */
                            op_id: string;
                            /** Format: date-time */
                            occurred_at: string;
                            /** @enum {string} */
                            type: "item";
                            code: string;
                        } | {
                            /** Format: uuid */
                            op_id: string;
                            /** Format: date-time */
                            occurred_at: string;
                            /** @enum {string} */
                            type: "case";
                            code: string;
                            /** @default [] */
                            children?: string[];
                        } | {
                            /** Format: uuid */
                            op_id: string;
                            /** Format: date-time */
                            occurred_at: string;
                            /** @enum {string} */
                            type: "pallet";
                            code: string;
                            /** @default [] */
                            children?: string[];
                        } | {
                            /** Format: uuid */
                            op_id: string;
                            /** Format: date-time */
                            occurred_at: string;
                            /** @enum {string} */
                            type: "exception";
                            /** @enum {string} */
                            kind: "unknown" | "duplicate" | "wrong_product" | "wrong_level" | "already_used" | "voided" | "unreadable";
                            /** @default  */
                            code?: string;
                            /** @default  */
                            detail?: string;
                        })[];
                        task_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                outcomes: {
                                    op_id: string;
                                    /** @enum {string} */
                                    type: "item" | "case" | "pallet" | "exception";
                                    code: string;
                                    /** @enum {string} */
                                    status: "accepted" | "rejected";
                                    /** @enum {string|null} */
                                    kind: "unknown" | "duplicate" | "wrong_product" | "wrong_level" | "already_used" | "voided" | "unreadable" | "force_closed" | "out_of_order" | "over_capacity" | null;
                                    message: string;
                                    replayed: boolean;
                                }[];
                                counters: {
                                    commissioned: number;
                                    packed: number;
                                    cases: number;
                                    pallets: number;
                                    rejected: number;
                                    last_read_at: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/shipments/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of shipments, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    status?: "draft" | "scanning" | "shipped" | "received" | "closed" | "cancelled";
                    dealer_id?: number;
                    warehouse_id?: number;
                    planned_from?: string;
                    planned_to?: string;
                    sort?: "shipment_no" | "-shipment_no" | "planned_on" | "-planned_on" | "created_at" | "-created_at" | "shipped_at" | "-shipped_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    shipment_no: string;
                                    dealer_id: number;
                                    dealer_name: string;
                                    warehouse_id: number;
                                    warehouse_name: string;
                                    planned_on: string;
                                    /** @enum {string} */
                                    status: "draft" | "scanning" | "shipped" | "received" | "closed" | "cancelled";
                                    note: string;
                                    reason: string;
                                    planned_total: number;
                                    scanned_total: number;
                                    code_count: number;
                                    shipped_at: string | null;
                                    received_at: string | null;
                                    closed_at: string | null;
                                    created_at: string;
                                    updated_at: string;
                                    lines: {
                                        id: number;
                                        product_id: number;
                                        product_name: string;
                                        planned_qty: number;
                                        scanned_qty: number;
                                    }[];
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/shipments/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                shipment_no: string;
                                dealer_id: number;
                                dealer_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                planned_on: string;
                                /** @enum {string} */
                                status: "draft" | "scanning" | "shipped" | "received" | "closed" | "cancelled";
                                note: string;
                                reason: string;
                                planned_total: number;
                                scanned_total: number;
                                code_count: number;
                                shipped_at: string | null;
                                received_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                lines: {
                                    id: number;
                                    product_id: number;
                                    product_name: string;
                                    planned_qty: number;
                                    scanned_qty: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/shipments/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        shipment_no?: string;
                        dealer_id: number;
                        warehouse_id: number;
                        /** Format: date */
                        planned_on: string;
                        /** @default  */
                        note?: string;
                        lines: {
                            product_id: number;
                            planned_qty: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                shipment_no: string;
                                dealer_id: number;
                                dealer_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                planned_on: string;
                                /** @enum {string} */
                                status: "draft" | "scanning" | "shipped" | "received" | "closed" | "cancelled";
                                note: string;
                                reason: string;
                                planned_total: number;
                                scanned_total: number;
                                code_count: number;
                                shipped_at: string | null;
                                received_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                lines: {
                                    id: number;
                                    product_id: number;
                                    product_name: string;
                                    planned_qty: number;
                                    scanned_qty: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/shipments/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        shipment_no?: string;
                        dealer_id: number;
                        warehouse_id: number;
                        /** Format: date */
                        planned_on: string;
                        /** @default  */
                        note?: string;
                        lines: {
                            product_id: number;
                            planned_qty: number;
                        }[];
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                shipment_no: string;
                                dealer_id: number;
                                dealer_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                planned_on: string;
                                /** @enum {string} */
                                status: "draft" | "scanning" | "shipped" | "received" | "closed" | "cancelled";
                                note: string;
                                reason: string;
                                planned_total: number;
                                scanned_total: number;
                                code_count: number;
                                shipped_at: string | null;
                                received_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                lines: {
                                    id: number;
                                    product_id: number;
                                    product_name: string;
                                    planned_qty: number;
                                    scanned_qty: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/shipments/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/shipments/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    status?: "draft" | "scanning" | "shipped" | "received" | "closed" | "cancelled";
                    dealer_id?: number;
                    warehouse_id?: number;
                    planned_from?: string;
                    planned_to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/shipments/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Scan codes at any level onto an open order: each read gets its outcome (taken with its items, or refused with the reason); a refused read changes nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        codes: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                outcomes: {
                                    code: string;
                                    /** @enum {string} */
                                    status: "accepted" | "refused";
                                    /** @enum {string|null} */
                                    reason: "not_found" | "wrong_status" | "inside_container" | "empty" | "not_at_warehouse" | "product_not_on_order" | "already_scanned" | "on_other_order" | "over_plan" | "return_undecided" | "on_hold" | null;
                                    message: string;
                                    /** @enum {string|null} */
                                    level: "item" | "box" | "pallet" | null;
                                    items: number;
                                    product_name: string;
                                    mismatch?: {
                                        expected: number;
                                        found: number;
                                    };
                                }[];
                                shipment: {
                                    id: number;
                                    shipment_no: string;
                                    dealer_id: number;
                                    dealer_name: string;
                                    warehouse_id: number;
                                    warehouse_name: string;
                                    planned_on: string;
                                    /** @enum {string} */
                                    status: "draft" | "scanning" | "shipped" | "received" | "closed" | "cancelled";
                                    note: string;
                                    reason: string;
                                    planned_total: number;
                                    scanned_total: number;
                                    code_count: number;
                                    shipped_at: string | null;
                                    received_at: string | null;
                                    closed_at: string | null;
                                    created_at: string;
                                    updated_at: string;
                                    lines: {
                                        id: number;
                                        product_id: number;
                                        product_name: string;
                                        planned_qty: number;
                                        scanned_qty: number;
                                    }[];
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/shipments/unscan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take codes off an open order again; codes not on it are left as they are */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        codes: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                removed: number;
                                shipment: {
                                    id: number;
                                    shipment_no: string;
                                    dealer_id: number;
                                    dealer_name: string;
                                    warehouse_id: number;
                                    warehouse_name: string;
                                    planned_on: string;
                                    /** @enum {string} */
                                    status: "draft" | "scanning" | "shipped" | "received" | "closed" | "cancelled";
                                    note: string;
                                    reason: string;
                                    planned_total: number;
                                    scanned_total: number;
                                    code_count: number;
                                    shipped_at: string | null;
                                    received_at: string | null;
                                    closed_at: string | null;
                                    created_at: string;
                                    updated_at: string;
                                    lines: {
                                        id: number;
                                        product_id: number;
                                        product_name: string;
                                        planned_qty: number;
                                        scanned_qty: number;
                                    }[];
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/shipments/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ship every code on the order with its contents to the dealer, in one operation (op_id: sent again, it changes nothing); 409 names each code that changed since its scan */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** Format: uuid */
                        op_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                shipment_no: string;
                                dealer_id: number;
                                dealer_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                planned_on: string;
                                /** @enum {string} */
                                status: "draft" | "scanning" | "shipped" | "received" | "closed" | "cancelled";
                                note: string;
                                reason: string;
                                planned_total: number;
                                scanned_total: number;
                                code_count: number;
                                shipped_at: string | null;
                                received_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                lines: {
                                    id: number;
                                    product_id: number;
                                    product_name: string;
                                    planned_qty: number;
                                    scanned_qty: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/shipments/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the dealer's receipt of a shipped order: its codes become received (op_id, once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** Format: uuid */
                        op_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                shipment_no: string;
                                dealer_id: number;
                                dealer_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                planned_on: string;
                                /** @enum {string} */
                                status: "draft" | "scanning" | "shipped" | "received" | "closed" | "cancelled";
                                note: string;
                                reason: string;
                                planned_total: number;
                                scanned_total: number;
                                code_count: number;
                                shipped_at: string | null;
                                received_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                lines: {
                                    id: number;
                                    product_id: number;
                                    product_name: string;
                                    planned_qty: number;
                                    scanned_qty: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/shipments/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a shipped or received order; with fewer items shipped than planned it is a short delivery and needs the reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @default  */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                shipment_no: string;
                                dealer_id: number;
                                dealer_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                planned_on: string;
                                /** @enum {string} */
                                status: "draft" | "scanning" | "shipped" | "received" | "closed" | "cancelled";
                                note: string;
                                reason: string;
                                planned_total: number;
                                scanned_total: number;
                                code_count: number;
                                shipped_at: string | null;
                                received_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                lines: {
                                    id: number;
                                    product_id: number;
                                    product_name: string;
                                    planned_qty: number;
                                    scanned_qty: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/shipments/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an order not shipped, with a reason; its scanned codes are free again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                shipment_no: string;
                                dealer_id: number;
                                dealer_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                planned_on: string;
                                /** @enum {string} */
                                status: "draft" | "scanning" | "shipped" | "received" | "closed" | "cancelled";
                                note: string;
                                reason: string;
                                planned_total: number;
                                scanned_total: number;
                                code_count: number;
                                shipped_at: string | null;
                                received_at: string | null;
                                closed_at: string | null;
                                created_at: string;
                                updated_at: string;
                                lines: {
                                    id: number;
                                    product_id: number;
                                    product_name: string;
                                    planned_qty: number;
                                    scanned_qty: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/shipments/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the codes on an order, latest scan first, with their items and who scanned them */
        get: {
            parameters: {
                query: {
                    page?: number;
                    page_size?: number;
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    code_id: number;
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    product_name: string;
                                    items: number;
                                    scanned_at: string;
                                    scanned_by: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/shortdeliveries/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of shortdeliveries, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    dealer_id?: number;
                    product_id?: number;
                    closed_from?: string;
                    closed_to?: string;
                    sort?: "closed_at" | "-closed_at" | "short_qty" | "-short_qty";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    shipment_id: number;
                                    shipment_no: string;
                                    dealer_id: number;
                                    dealer_name: string;
                                    warehouse_name: string;
                                    product_id: number;
                                    product_name: string;
                                    planned_qty: number;
                                    shipped_qty: number;
                                    short_qty: number;
                                    reason: string;
                                    closed_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/shortdeliveries/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    dealer_id?: number;
                    product_id?: number;
                    closed_from?: string;
                    closed_to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/wmsuploads/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of wmsuploads, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    source?: "file" | "api";
                    status?: "applying" | "done";
                    created_from?: string;
                    created_to?: string;
                    sort?: "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    /** @enum {string} */
                                    source: "file" | "api";
                                    file_name: string;
                                    /** @enum {string} */
                                    status: "applying" | "done";
                                    total: number;
                                    applied: number;
                                    failed: number;
                                    retried: number;
                                    dismissed: number;
                                    pending: number;
                                    created_by_name: string;
                                    created_at: string;
                                    finished_at: string | null;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/wmsexceptions/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of wmsexceptions, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    status?: "failed" | "applied" | "dismissed";
                    reason?: "not_found" | "wrong_status" | "inside_container" | "empty" | "not_at_warehouse" | "product_not_on_order" | "already_scanned" | "on_other_order" | "over_plan" | "return_undecided" | "on_hold" | "unknown_order" | "order_not_open" | "invalid_code" | "invalid_record" | "op_id_reused" | "invalid_op_id" | "invalid_scan_time";
                    upload_id?: number;
                    created_from?: string;
                    created_to?: string;
                    sort?: "created_at" | "-created_at" | "resolved_at" | "-resolved_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    upload_id: number;
                                    line_no: number;
                                    op_id: string | null;
                                    shipment_no: string;
                                    code: string;
                                    scanned_at: string | null;
                                    /** @enum {string} */
                                    reason: "not_found" | "wrong_status" | "inside_container" | "empty" | "not_at_warehouse" | "product_not_on_order" | "already_scanned" | "on_other_order" | "over_plan" | "return_undecided" | "on_hold" | "unknown_order" | "order_not_open" | "invalid_code" | "invalid_record" | "op_id_reused" | "invalid_op_id" | "invalid_scan_time";
                                    message: string;
                                    /** @enum {string} */
                                    status: "pending" | "applied" | "failed" | "dismissed";
                                    attempts: number;
                                    note: string;
                                    created_at: string;
                                    resolved_at: string | null;
                                    resolved_by_name: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/wmsexceptions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    status?: "failed" | "applied" | "dismissed";
                    reason?: "not_found" | "wrong_status" | "inside_container" | "empty" | "not_at_warehouse" | "product_not_on_order" | "already_scanned" | "on_other_order" | "over_plan" | "return_undecided" | "on_hold" | "unknown_order" | "order_not_open" | "invalid_code" | "invalid_record" | "op_id_reused" | "invalid_op_id" | "invalid_scan_time";
                    upload_id?: number;
                    created_from?: string;
                    created_to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/wms/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download for a WMS: open outbound orders (one row per product line) or enabled products, dealers or warehouses, as xlsx, CSV or JSON with stable column names */
        get: {
            parameters: {
                query: {
                    kind: "orders" | "products" | "dealers" | "warehouses";
                    format?: "xlsx" | "csv" | "json";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/wms/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload scanned outbound records as xlsx or CSV (multipart field "file"; columns shipment_no, code, optional op_id and scanned_at): stored at once and applied by a job; every record applies or is logged */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                upload_id: number | null;
                                stored: number;
                                replayed: number;
                                reused: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/wms/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload scanned outbound records by API, each with its op_id: a record whose op_id was stored before is a replay and is not stored again; the rest are applied by a job */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        records: {
                            /** Format: uuid */
                            op_id: string;
                            shipment_no: string;
                            code: string;
                            /** Format: date-time */
                            scanned_at?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                upload_id: number | null;
                                stored: number;
                                replayed: number;
                                reused: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/wmsexceptions/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply a failed record again, corrected where it was wrong: it applies, or stays failed with this attempt’s reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        shipment_no: string;
                        code: string;
                        /** Format: date-time */
                        scanned_at?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                upload_id: number;
                                line_no: number;
                                op_id: string | null;
                                shipment_no: string;
                                code: string;
                                scanned_at: string | null;
                                /** @enum {string} */
                                reason: "not_found" | "wrong_status" | "inside_container" | "empty" | "not_at_warehouse" | "product_not_on_order" | "already_scanned" | "on_other_order" | "over_plan" | "return_undecided" | "on_hold" | "unknown_order" | "order_not_open" | "invalid_code" | "invalid_record" | "op_id_reused" | "invalid_op_id" | "invalid_scan_time";
                                message: string;
                                /** @enum {string} */
                                status: "pending" | "applied" | "failed" | "dismissed";
                                attempts: number;
                                note: string;
                                created_at: string;
                                resolved_at: string | null;
                                resolved_by_name: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/wmsexceptions/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss a failed record with a note: it will not apply */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                upload_id: number;
                                line_no: number;
                                op_id: string | null;
                                shipment_no: string;
                                code: string;
                                scanned_at: string | null;
                                /** @enum {string} */
                                reason: "not_found" | "wrong_status" | "inside_container" | "empty" | "not_at_warehouse" | "product_not_on_order" | "already_scanned" | "on_other_order" | "over_plan" | "return_undecided" | "on_hold" | "unknown_order" | "order_not_open" | "invalid_code" | "invalid_record" | "op_id_reused" | "invalid_op_id" | "invalid_scan_time";
                                message: string;
                                /** @enum {string} */
                                status: "pending" | "applied" | "failed" | "dismissed";
                                attempts: number;
                                note: string;
                                created_at: string;
                                resolved_at: string | null;
                                resolved_by_name: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/deliveryexceptions/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of deliveryexceptions, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    kind?: "content_mismatch" | "item_not_recorded" | "unknown_code" | "wrong_product" | "other_problem";
                    status?: "open" | "resolved" | "dismissed";
                    shipment_id?: number;
                    code?: string;
                    from?: string;
                    to?: string;
                    sort?: "created_at" | "-created_at" | "closed_at" | "-closed_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "content_mismatch" | "item_not_recorded" | "unknown_code" | "wrong_product" | "other_problem";
                                    code: string;
                                    raw_value: string;
                                    known: boolean;
                                    /** @enum {string|null} */
                                    level: "item" | "box" | "pallet" | null;
                                    product_name: string;
                                    shipment_id: number;
                                    shipment_no: string;
                                    warehouse_id: number;
                                    warehouse_name: string;
                                    expected_count: number | null;
                                    found_count: number | null;
                                    detail: string;
                                    /** @enum {string} */
                                    status: "open" | "resolved" | "dismissed";
                                    resolution: string;
                                    reported_by: string;
                                    created_at: string;
                                    closed_by: string;
                                    closed_at: string | null;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/deliveryexceptions/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "content_mismatch" | "item_not_recorded" | "unknown_code" | "wrong_product" | "other_problem";
                                code: string;
                                raw_value: string;
                                known: boolean;
                                /** @enum {string|null} */
                                level: "item" | "box" | "pallet" | null;
                                product_name: string;
                                shipment_id: number;
                                shipment_no: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                expected_count: number | null;
                                found_count: number | null;
                                detail: string;
                                /** @enum {string} */
                                status: "open" | "resolved" | "dismissed";
                                resolution: string;
                                reported_by: string;
                                created_at: string;
                                closed_by: string;
                                closed_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/deliveryexceptions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    kind?: "content_mismatch" | "item_not_recorded" | "unknown_code" | "wrong_product" | "other_problem";
                    status?: "open" | "resolved" | "dismissed";
                    shipment_id?: number;
                    code?: string;
                    from?: string;
                    to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/deliveryexceptions/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a problem found at an outbound order (code read, kind, note); the same code and kind already open on the order is answered with created = false */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shipment_id: number;
                        raw: string;
                        /** @enum {string} */
                        kind: "content_mismatch" | "item_not_recorded" | "unknown_code" | "wrong_product" | "other_problem";
                        /** @default null */
                        found_count?: number | null;
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                exception: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "content_mismatch" | "item_not_recorded" | "unknown_code" | "wrong_product" | "other_problem";
                                    code: string;
                                    raw_value: string;
                                    known: boolean;
                                    /** @enum {string|null} */
                                    level: "item" | "box" | "pallet" | null;
                                    product_name: string;
                                    shipment_id: number;
                                    shipment_no: string;
                                    warehouse_id: number;
                                    warehouse_name: string;
                                    expected_count: number | null;
                                    found_count: number | null;
                                    detail: string;
                                    /** @enum {string} */
                                    status: "open" | "resolved" | "dismissed";
                                    resolution: string;
                                    reported_by: string;
                                    created_at: string;
                                    closed_by: string;
                                    closed_at: string | null;
                                };
                                created: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/deliveryexceptions/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve an open delivery exception with a note saying what was done */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "content_mismatch" | "item_not_recorded" | "unknown_code" | "wrong_product" | "other_problem";
                                code: string;
                                raw_value: string;
                                known: boolean;
                                /** @enum {string|null} */
                                level: "item" | "box" | "pallet" | null;
                                product_name: string;
                                shipment_id: number;
                                shipment_no: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                expected_count: number | null;
                                found_count: number | null;
                                detail: string;
                                /** @enum {string} */
                                status: "open" | "resolved" | "dismissed";
                                resolution: string;
                                reported_by: string;
                                created_at: string;
                                closed_by: string;
                                closed_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/deliveryexceptions/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss an open delivery exception with a note saying why it needs nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "content_mismatch" | "item_not_recorded" | "unknown_code" | "wrong_product" | "other_problem";
                                code: string;
                                raw_value: string;
                                known: boolean;
                                /** @enum {string|null} */
                                level: "item" | "box" | "pallet" | null;
                                product_name: string;
                                shipment_id: number;
                                shipment_no: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                expected_count: number | null;
                                found_count: number | null;
                                detail: string;
                                /** @enum {string} */
                                status: "open" | "resolved" | "dismissed";
                                resolution: string;
                                reported_by: string;
                                created_at: string;
                                closed_by: string;
                                closed_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/returns/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of returns, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    status?: "draft" | "returned" | "restocked" | "voided" | "cancelled";
                    dealer_id?: number;
                    warehouse_id?: number;
                    created_from?: string;
                    created_to?: string;
                    sort?: "return_no" | "-return_no" | "created_at" | "-created_at" | "returned_at" | "-returned_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    return_no: string;
                                    dealer_id: number;
                                    dealer_name: string;
                                    warehouse_id: number;
                                    warehouse_name: string;
                                    /** @enum {string} */
                                    status: "draft" | "returned" | "restocked" | "voided" | "cancelled";
                                    reason: string;
                                    note: string;
                                    outcome_reason: string;
                                    code_count: number;
                                    item_count: number;
                                    returned_at: string | null;
                                    decided_at: string | null;
                                    created_at: string;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/returns/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                return_no: string;
                                dealer_id: number;
                                dealer_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                /** @enum {string} */
                                status: "draft" | "returned" | "restocked" | "voided" | "cancelled";
                                reason: string;
                                note: string;
                                outcome_reason: string;
                                code_count: number;
                                item_count: number;
                                returned_at: string | null;
                                decided_at: string | null;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/returns/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        return_no?: string;
                        dealer_id: number;
                        warehouse_id: number;
                        reason: string;
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                return_no: string;
                                dealer_id: number;
                                dealer_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                /** @enum {string} */
                                status: "draft" | "returned" | "restocked" | "voided" | "cancelled";
                                reason: string;
                                note: string;
                                outcome_reason: string;
                                code_count: number;
                                item_count: number;
                                returned_at: string | null;
                                decided_at: string | null;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/returns/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        return_no?: string;
                        dealer_id: number;
                        warehouse_id: number;
                        reason: string;
                        /** @default  */
                        note?: string;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                return_no: string;
                                dealer_id: number;
                                dealer_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                /** @enum {string} */
                                status: "draft" | "returned" | "restocked" | "voided" | "cancelled";
                                reason: string;
                                note: string;
                                outcome_reason: string;
                                code_count: number;
                                item_count: number;
                                returned_at: string | null;
                                decided_at: string | null;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/returns/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    status?: "draft" | "returned" | "restocked" | "voided" | "cancelled";
                    dealer_id?: number;
                    warehouse_id?: number;
                    created_from?: string;
                    created_to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/returns/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Scan codes at any level onto a draft return: each read gets its outcome (taken with its items, or refused: unknown, not shipped, another dealer's, already on this or another open return); a refused read changes nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        codes: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                outcomes: {
                                    code: string;
                                    /** @enum {string} */
                                    status: "accepted" | "refused";
                                    /** @enum {string|null} */
                                    reason: "not_found" | "not_shipped" | "other_dealer" | "already_on_return" | "on_other_return" | null;
                                    message: string;
                                    /** @enum {string|null} */
                                    level: "item" | "box" | "pallet" | null;
                                    items: number;
                                    product_name: string;
                                }[];
                                return: {
                                    id: number;
                                    return_no: string;
                                    dealer_id: number;
                                    dealer_name: string;
                                    warehouse_id: number;
                                    warehouse_name: string;
                                    /** @enum {string} */
                                    status: "draft" | "returned" | "restocked" | "voided" | "cancelled";
                                    reason: string;
                                    note: string;
                                    outcome_reason: string;
                                    code_count: number;
                                    item_count: number;
                                    returned_at: string | null;
                                    decided_at: string | null;
                                    created_at: string;
                                    updated_at: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/returns/unscan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take codes off a draft return again; codes not on it are left as they are */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        codes: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                removed: number;
                                return: {
                                    id: number;
                                    return_no: string;
                                    dealer_id: number;
                                    dealer_name: string;
                                    warehouse_id: number;
                                    warehouse_name: string;
                                    /** @enum {string} */
                                    status: "draft" | "returned" | "restocked" | "voided" | "cancelled";
                                    reason: string;
                                    note: string;
                                    outcome_reason: string;
                                    code_count: number;
                                    item_count: number;
                                    returned_at: string | null;
                                    decided_at: string | null;
                                    created_at: string;
                                    updated_at: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/returns/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bring every code on the return back to the receiving warehouse with its contents, in one operation (op_id: sent again, it changes nothing); their outbound order rows end so they can ship again once restocked */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** Format: uuid */
                        op_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                return_no: string;
                                dealer_id: number;
                                dealer_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                /** @enum {string} */
                                status: "draft" | "returned" | "restocked" | "voided" | "cancelled";
                                reason: string;
                                note: string;
                                outcome_reason: string;
                                code_count: number;
                                item_count: number;
                                returned_at: string | null;
                                decided_at: string | null;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/returns/restock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide a returned return: restock, its codes stay in stock at the warehouse and may ship again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                return_no: string;
                                dealer_id: number;
                                dealer_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                /** @enum {string} */
                                status: "draft" | "returned" | "restocked" | "voided" | "cancelled";
                                reason: string;
                                note: string;
                                outcome_reason: string;
                                code_count: number;
                                item_count: number;
                                returned_at: string | null;
                                decided_at: string | null;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/returns/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide a returned return: void every code on it with its contents, with the reason, in one operation (op_id, once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** Format: uuid */
                        op_id: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                return_no: string;
                                dealer_id: number;
                                dealer_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                /** @enum {string} */
                                status: "draft" | "returned" | "restocked" | "voided" | "cancelled";
                                reason: string;
                                note: string;
                                outcome_reason: string;
                                code_count: number;
                                item_count: number;
                                returned_at: string | null;
                                decided_at: string | null;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/returns/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a draft return with a reason; its scanned codes are free again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                return_no: string;
                                dealer_id: number;
                                dealer_name: string;
                                warehouse_id: number;
                                warehouse_name: string;
                                /** @enum {string} */
                                status: "draft" | "returned" | "restocked" | "voided" | "cancelled";
                                reason: string;
                                note: string;
                                outcome_reason: string;
                                code_count: number;
                                item_count: number;
                                returned_at: string | null;
                                decided_at: string | null;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/returns/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the codes on a return, latest scan first, with their items and who scanned them */
        get: {
            parameters: {
                query: {
                    page?: number;
                    page_size?: number;
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    code_id: number;
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    product_name: string;
                                    items: number;
                                    scanned_at: string;
                                    scanned_by: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/rdcdissociations/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of rdcdissociations, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    warehouse_id?: number;
                    product_id?: number;
                    voided?: "true" | "false";
                    created_from?: string;
                    created_to?: string;
                    sort?: "created_at" | "-created_at" | "items" | "-items";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    code: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    warehouse_id: number;
                                    warehouse_name: string;
                                    product_id: number | null;
                                    product_name: string;
                                    released: number;
                                    items: number;
                                    voided: boolean;
                                    reason: string;
                                    created_by: string;
                                    created_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/rdcdissociations/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    warehouse_id?: number;
                    product_id?: number;
                    voided?: "true" | "false";
                    created_from?: string;
                    created_to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/returndissociations/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of returndissociations, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    warehouse_id?: number;
                    product_id?: number;
                    voided?: "true" | "false";
                    created_from?: string;
                    created_to?: string;
                    sort?: "created_at" | "-created_at" | "items" | "-items";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    code: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    warehouse_id: number;
                                    warehouse_name: string;
                                    product_id: number | null;
                                    product_name: string;
                                    released: number;
                                    items: number;
                                    voided: boolean;
                                    reason: string;
                                    created_by: string;
                                    created_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/returndissociations/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    warehouse_id?: number;
                    product_id?: number;
                    voided?: "true" | "false";
                    created_from?: string;
                    created_to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/rdcdissociations/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Empty cases or pallets in stock at a distribution centre so their contents ship on their own, in one operation (op_id, once); optionally void each emptied code with the reason; each case is logged */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        op_id: string;
                        codes: string[];
                        /** @default false */
                        void_emptied?: boolean;
                        /** @default  */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                op_id: string;
                                replayed: boolean;
                                cases: number;
                                released: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/returndissociations/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Empty returned cases or pallets (their return decided) in one operation (op_id, once); optionally void each emptied code with the reason; each case is logged */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        op_id: string;
                        codes: string[];
                        /** @default false */
                        void_emptied?: boolean;
                        /** @default  */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                op_id: string;
                                replayed: boolean;
                                cases: number;
                                released: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/boxes/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A case or pallet (value or scanned URL): its state, holder, the outbound order that shipped it, contents per level and history; an item is a 400 */
        get: {
            parameters: {
                query: {
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                code: {
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    order_id: number;
                                    seq: number;
                                    product_id: number | null;
                                    product_name: string;
                                    lot_no: string;
                                    produced_at: string | null;
                                    expires_at: string | null;
                                    /** @enum {string|null} */
                                    holder_type: "warehouse" | "dealer" | null;
                                    holder_id: number | null;
                                    holder_name: string;
                                    dealer_id: number | null;
                                    parent: string | null;
                                    child_count: number;
                                    replaced_by: string | null;
                                    scan_count: number;
                                    first_scan_at: string | null;
                                    last_event_at: string | null;
                                    order_no: string;
                                    rule_name: string;
                                    url: string;
                                };
                                hold: {
                                    /** @enum {string} */
                                    kind: "hold" | "recall";
                                    production_order_id: number;
                                    production_order_no: string;
                                    reason: string;
                                    notice: string;
                                    placed_at: string;
                                    placed_by: string;
                                } | null;
                                ancestors: {
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    order_id: number;
                                    seq: number;
                                    product_id: number | null;
                                    product_name: string;
                                    lot_no: string;
                                    produced_at: string | null;
                                    expires_at: string | null;
                                    /** @enum {string|null} */
                                    holder_type: "warehouse" | "dealer" | null;
                                    holder_id: number | null;
                                    holder_name: string;
                                    dealer_id: number | null;
                                    parent: string | null;
                                    child_count: number;
                                    replaced_by: string | null;
                                    scan_count: number;
                                    first_scan_at: string | null;
                                    last_event_at: string | null;
                                }[];
                                contents: {
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    count: number;
                                }[];
                                events: {
                                    id: number;
                                    /** @enum {string} */
                                    type: "commission" | "pack" | "unpack" | "replace" | "ship" | "receive" | "return" | "void" | "transfer" | "hold" | "recall" | "unhold" | "replacement" | "generate" | "print" | "close";
                                    occurred_at: string;
                                    parent: string | null;
                                    related: string | null;
                                    /** @enum {string|null} */
                                    location_type: "warehouse" | "dealer" | null;
                                    location_id: number | null;
                                    location_name: string;
                                    ref_type: string | null;
                                    ref_id: number | null;
                                    reason: string;
                                    count: number;
                                    actor: string;
                                }[];
                                shipment: {
                                    id: number;
                                    shipment_no: string;
                                    warehouse_name: string;
                                    dealer_name: string;
                                    shipped_at: string | null;
                                    active: boolean;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/boxes/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the codes directly inside a case or pallet (or a case inside it) */
        get: {
            parameters: {
                query: {
                    page?: number;
                    page_size?: number;
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    /** @enum {string} */
                                    status: "generated" | "printed" | "active" | "shipped" | "received" | "returned" | "voided" | "replaced";
                                    order_id: number;
                                    seq: number;
                                    product_id: number | null;
                                    product_name: string;
                                    lot_no: string;
                                    produced_at: string | null;
                                    expires_at: string | null;
                                    /** @enum {string|null} */
                                    holder_type: "warehouse" | "dealer" | null;
                                    holder_id: number | null;
                                    holder_name: string;
                                    dealer_id: number | null;
                                    parent: string | null;
                                    child_count: number;
                                    replaced_by: string | null;
                                    scan_count: number;
                                    first_scan_at: string | null;
                                    last_event_at: string | null;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/boxes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The case or pallet and everything inside it, one row per code, as xlsx or CSV (streamed) */
        get: {
            parameters: {
                query: {
                    code: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/exchanges/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of exchanges, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    from_dealer_id?: number;
                    to_dealer_id?: number;
                    exchanged_from?: string;
                    exchanged_to?: string;
                    sort?: "exchange_no" | "-exchange_no" | "exchanged_at" | "-exchanged_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    exchange_no: string;
                                    from_dealer_id: number;
                                    from_dealer_name: string;
                                    to_dealer_id: number;
                                    to_dealer_name: string;
                                    reason: string;
                                    note: string;
                                    code_count: number;
                                    item_count: number;
                                    exchanged_at: string;
                                    created_by: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/exchanges/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                exchange_no: string;
                                from_dealer_id: number;
                                from_dealer_name: string;
                                to_dealer_id: number;
                                to_dealer_name: string;
                                reason: string;
                                note: string;
                                code_count: number;
                                item_count: number;
                                exchanged_at: string;
                                created_by: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/exchanges/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    from_dealer_id?: number;
                    to_dealer_id?: number;
                    exchanged_from?: string;
                    exchanged_to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/exchanges/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move codes one dealer holds (top-level, shipped or received, with their contents) to another dealer with the reason: one operation (op_id: sent again, the same exchange); 409 names each refused code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        op_id: string;
                        /** @default  */
                        exchange_no?: string;
                        from_dealer_id: number;
                        to_dealer_id: number;
                        reason: string;
                        /** @default  */
                        note?: string;
                        codes: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                exchange: {
                                    id: number;
                                    exchange_no: string;
                                    from_dealer_id: number;
                                    from_dealer_name: string;
                                    to_dealer_id: number;
                                    to_dealer_name: string;
                                    reason: string;
                                    note: string;
                                    code_count: number;
                                    item_count: number;
                                    exchanged_at: string;
                                    created_by: string;
                                };
                                replayed: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/physical/exchanges/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the codes an exchange moved, with the items each carried */
        get: {
            parameters: {
                query: {
                    page?: number;
                    page_size?: number;
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    value: string;
                                    /** @enum {string} */
                                    level: "item" | "box" | "pallet";
                                    product_name: string;
                                    items: number;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/scans/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of scans, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    verdict?: "not_found" | "mismatch" | "voided" | "replaced" | "not_activated" | "recalled" | "on_hold" | "genuine_first" | "genuine_repeat" | "over_limit";
                    scanner?: "consumer" | "internal";
                    product_id?: number;
                    counted?: "true" | "false";
                    anti_code_locked?: "true";
                    region?: string;
                    occurred_from?: string;
                    occurred_to?: string;
                    sort?: "occurred_at" | "-occurred_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    occurred_at: string;
                                    code: string;
                                    product_name: string;
                                    /** @enum {string} */
                                    verdict: "not_found" | "mismatch" | "voided" | "replaced" | "not_activated" | "recalled" | "on_hold" | "genuine_first" | "genuine_repeat" | "over_limit";
                                    /** @enum {string} */
                                    route: "short" | "digital_link" | "manual";
                                    /** @enum {string} */
                                    scanner: "consumer" | "internal";
                                    counted: boolean;
                                    region_code: string;
                                    region_name: string;
                                    /** @enum {string} */
                                    geo_source: "gps" | "ip" | "none";
                                    address: string;
                                    device: string;
                                    anti_code_locked: boolean;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/scans/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    verdict?: "not_found" | "mismatch" | "voided" | "replaced" | "not_activated" | "recalled" | "on_hold" | "genuine_first" | "genuine_repeat" | "over_limit";
                    scanner?: "consumer" | "internal";
                    product_id?: number;
                    counted?: "true" | "false";
                    anti_code_locked?: "true";
                    region?: string;
                    occurred_from?: string;
                    occurred_to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/scans/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Scans of the records' filter counted by China's provinces, or by the cities of the province `parent` (districts for a municipality): scans, counted queries and suspicious ones (a verdict other than genuine, recalled or on hold); scans placed in no region of the parent are counted apart. 400 when `parent` is not a province */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    verdict?: "not_found" | "mismatch" | "voided" | "replaced" | "not_activated" | "recalled" | "on_hold" | "genuine_first" | "genuine_repeat" | "over_limit";
                    scanner?: "consumer" | "internal";
                    product_id?: number;
                    counted?: "true" | "false";
                    anti_code_locked?: "true";
                    occurred_from?: string;
                    occurred_to?: string;
                    parent?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                parent: string;
                                parent_name: string;
                                list: {
                                    scans: number;
                                    counted: number;
                                    suspicious: number;
                                    region_code: string;
                                    region_name: string;
                                }[];
                                unplaced: {
                                    scans: number;
                                    counted: number;
                                    suspicious: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve a scanned code (its value, short URL or GS1 Digital Link) to its verdict for a consumer; every scan is recorded, a consumer's counted unless the same device or address network was counted for the code within the dedupe window. Nothing private is answered. 429 past PUBLIC_SCANS_PER_MINUTE scans a minute from one address (60 unless configured) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        /** @default false */
                        manual?: boolean;
                        device?: string;
                        gps?: {
                            lat: number;
                            lng: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                /** @enum {string} */
                                verdict: "not_found" | "mismatch" | "voided" | "replaced" | "not_activated" | "recalled" | "on_hold" | "genuine_first" | "genuine_repeat" | "over_limit";
                                count: number;
                                first_query_at: string | null;
                                max_queries: number;
                                repeat_notice_from: number;
                                product: {
                                    name: string;
                                    brand: string;
                                    specification: string;
                                    image: string;
                                    gtin: string;
                                } | null;
                                lot_no: string;
                                produced_on: string | null;
                                expires_on: string | null;
                                recall_notice: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/scans/position": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the position a visitor chose to share on a scan page to the scan that page recorded: `ref` is the page's signed reference, taken once, within 10 minutes of the scan, for a scan of an enterprise's code. The scan's place becomes the position and its region; its verdict, counting and the code are left alone. Every refusal (a reference forged, used, expired or for a scan of no code) is the same 409. 429 past PUBLIC_SCANS_PER_MINUTE positions a minute from one address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lat: number;
                        lng: number;
                        ref: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                /** @enum {boolean} */
                                recorded: true;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/anticode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the anti-code under a label's scratch-off coating for the code scanned (its value, short URL or Digital Link): genuine, wrong (also for a code that is unknown, not in use or on another product, so the answer tells nothing of which codes exist), locked (after 5 wrong anti-codes, until staff unlock it) or none (its rule prints no anti-code), with the wrong anti-codes it still takes. 429 past 10 checks a minute from one address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        anti_code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                /** @enum {string} */
                                result: "genuine" | "wrong" | "locked" | "none";
                                attempts_left: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/anticode/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlock the anti-code of one of the enterprise's codes, locked after repeated wrong anti-codes: its count starts again (the audit trail keeps it). 404 for a code of no enterprise's own, 409 when it is not locked */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                code: string;
                                failures: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warningparams/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of warningparams, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    product_id?: number;
                    sort?: "product_name" | "-product_name" | "max_queries" | "-max_queries" | "updated_at" | "-updated_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    product_id: number;
                                    product_code: string;
                                    product_name: string;
                                    max_queries: number;
                                    repeat_notice_from: number;
                                    dedupe_minutes: number;
                                    updated_at: string | null;
                                    updated_by_name: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warningparams/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    product_id?: number;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warningparams/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enterprise's scan parameters: counting and its internal address ranges (the built-in ones until it saves its own) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                max_queries: number;
                                repeat_notice_from: number;
                                dedupe_minutes: number;
                                internal_cidrs: string[];
                                saved: boolean;
                                updated_at: string | null;
                                updated_by_name: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warningparams/default/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the enterprise scan parameters: max queries (1–1000), repeat notice from (1 to max queries), dedupe window (0–1440 minutes), up to 50 internal address ranges (CIDR, IPv4 or IPv6) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        max_queries: number;
                        repeat_notice_from: number;
                        dedupe_minutes: number;
                        internal_cidrs?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                max_queries: number;
                                repeat_notice_from: number;
                                dedupe_minutes: number;
                                internal_cidrs: string[];
                                saved: boolean;
                                updated_at: string | null;
                                updated_by_name: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warningparams/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A product's own counting, overriding the enterprise's for its codes; 409 when the product has one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_id: number;
                        max_queries: number;
                        repeat_notice_from: number;
                        dedupe_minutes: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                product_id: number;
                                product_code: string;
                                product_name: string;
                                max_queries: number;
                                repeat_notice_from: number;
                                dedupe_minutes: number;
                                updated_at: string | null;
                                updated_by_name: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warningparams/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a product override's counting */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        max_queries: number;
                        repeat_notice_from: number;
                        dedupe_minutes: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                product_id: number;
                                product_code: string;
                                product_name: string;
                                max_queries: number;
                                repeat_notice_from: number;
                                dedupe_minutes: number;
                                updated_at: string | null;
                                updated_by_name: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warningparams/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a product override: the product's codes count by the enterprise's parameters again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/templates/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of templates, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    scope?: "default" | "brand" | "product";
                    status?: "draft" | "published" | "archived";
                    sort?: "name" | "-name" | "version" | "-version" | "updated_at" | "-updated_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    name: string;
                                    /** @enum {string} */
                                    scope: "default" | "brand" | "product";
                                    brand_id: number | null;
                                    brand_name: string;
                                    product_id: number | null;
                                    product_name: string;
                                    version: number;
                                    /** @enum {string} */
                                    status: "draft" | "published" | "archived";
                                    layout: ({
                                        /** @enum {string} */
                                        type: "brand_story";
                                        /** @default  */
                                        text: string;
                                    } | {
                                        /** @enum {string} */
                                        type: "verdict" | "product" | "timeline" | "certificates" | "carousel" | "anti_code" | "inquiry_form";
                                    })[];
                                    published_at: string | null;
                                    carousel_count: number;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/templates/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                scope: "default" | "brand" | "product";
                                brand_id: number | null;
                                brand_name: string;
                                product_id: number | null;
                                product_name: string;
                                version: number;
                                /** @enum {string} */
                                status: "draft" | "published" | "archived";
                                layout: ({
                                    /** @enum {string} */
                                    type: "brand_story";
                                    /** @default  */
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    type: "verdict" | "product" | "timeline" | "certificates" | "carousel" | "anti_code" | "inquiry_form";
                                })[];
                                published_at: string | null;
                                carousel_count: number;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/carousel/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of carousel, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    template_id?: number;
                    period?: "active" | "expired" | "upcoming";
                    sort?: "sort" | "-sort" | "active_from" | "-active_from";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    template_id: number;
                                    template_name: string;
                                    template_version: number;
                                    /** @enum {string} */
                                    template_status: "draft" | "published" | "archived";
                                    image_url: string;
                                    link_url: string;
                                    sort: number;
                                    active_from: string;
                                    active_to: string;
                                    /** @enum {string} */
                                    period: "active" | "expired" | "upcoming";
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/carousel/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                template_id: number;
                                template_name: string;
                                template_version: number;
                                /** @enum {string} */
                                template_status: "draft" | "published" | "archived";
                                image_url: string;
                                link_url: string;
                                sort: number;
                                active_from: string;
                                active_to: string;
                                /** @enum {string} */
                                period: "active" | "expired" | "upcoming";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/carousel/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        template_id: number;
                        image_url: string;
                        /** @default  */
                        link_url?: string | "";
                        /** @default 0 */
                        sort?: number;
                        /** Format: date-time */
                        active_from: string;
                        /** Format: date-time */
                        active_to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                template_id: number;
                                template_name: string;
                                template_version: number;
                                /** @enum {string} */
                                template_status: "draft" | "published" | "archived";
                                image_url: string;
                                link_url: string;
                                sort: number;
                                active_from: string;
                                active_to: string;
                                /** @enum {string} */
                                period: "active" | "expired" | "upcoming";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/carousel/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a record (disabling is always possible) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        template_id: number;
                        image_url: string;
                        /** @default  */
                        link_url?: string | "";
                        /** @default 0 */
                        sort?: number;
                        /** Format: date-time */
                        active_from: string;
                        /** Format: date-time */
                        active_to: string;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                template_id: number;
                                template_name: string;
                                template_version: number;
                                /** @enum {string} */
                                template_status: "draft" | "published" | "archived";
                                image_url: string;
                                link_url: string;
                                sort: number;
                                active_from: string;
                                active_to: string;
                                /** @enum {string} */
                                period: "active" | "expired" | "upcoming";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/carousel/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a record; 409 names what still refers to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/templates/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new template as a draft: the next version of its scope target (enterprise default, a brand or a product) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        scope: "default" | "brand" | "product";
                        /** @default null */
                        brand_id?: number | null;
                        /** @default null */
                        product_id?: number | null;
                        layout: ({
                            /** @enum {string} */
                            type: "brand_story";
                            /** @default  */
                            text?: string;
                        } | {
                            /** @enum {string} */
                            type: "verdict" | "product" | "timeline" | "certificates" | "carousel" | "anti_code" | "inquiry_form";
                        })[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                scope: "default" | "brand" | "product";
                                brand_id: number | null;
                                brand_name: string;
                                product_id: number | null;
                                product_name: string;
                                version: number;
                                /** @enum {string} */
                                status: "draft" | "published" | "archived";
                                layout: ({
                                    /** @enum {string} */
                                    type: "brand_story";
                                    /** @default  */
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    type: "verdict" | "product" | "timeline" | "certificates" | "carousel" | "anti_code" | "inquiry_form";
                                })[];
                                published_at: string | null;
                                carousel_count: number;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/templates/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A draft's name and blocks; 409 for a published or archived version (make the next version instead) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        layout: ({
                            /** @enum {string} */
                            type: "brand_story";
                            /** @default  */
                            text?: string;
                        } | {
                            /** @enum {string} */
                            type: "verdict" | "product" | "timeline" | "certificates" | "carousel" | "anti_code" | "inquiry_form";
                        })[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                scope: "default" | "brand" | "product";
                                brand_id: number | null;
                                brand_name: string;
                                product_id: number | null;
                                product_name: string;
                                version: number;
                                /** @enum {string} */
                                status: "draft" | "published" | "archived";
                                layout: ({
                                    /** @enum {string} */
                                    type: "brand_story";
                                    /** @default  */
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    type: "verdict" | "product" | "timeline" | "certificates" | "carousel" | "anti_code" | "inquiry_form";
                                })[];
                                published_at: string | null;
                                carousel_count: number;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/templates/new-version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The next version of a template's scope target as a draft, copying its blocks and carousel; 409 when a draft exists */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                scope: "default" | "brand" | "product";
                                brand_id: number | null;
                                brand_name: string;
                                product_id: number | null;
                                product_name: string;
                                version: number;
                                /** @enum {string} */
                                status: "draft" | "published" | "archived";
                                layout: ({
                                    /** @enum {string} */
                                    type: "brand_story";
                                    /** @default  */
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    type: "verdict" | "product" | "timeline" | "certificates" | "carousel" | "anti_code" | "inquiry_form";
                                })[];
                                published_at: string | null;
                                carousel_count: number;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/templates/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a draft; the version published before for the same scope target is archived */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                scope: "default" | "brand" | "product";
                                brand_id: number | null;
                                brand_name: string;
                                product_id: number | null;
                                product_name: string;
                                version: number;
                                /** @enum {string} */
                                status: "draft" | "published" | "archived";
                                layout: ({
                                    /** @enum {string} */
                                    type: "brand_story";
                                    /** @default  */
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    type: "verdict" | "product" | "timeline" | "certificates" | "carousel" | "anti_code" | "inquiry_form";
                                })[];
                                published_at: string | null;
                                carousel_count: number;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/templates/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a draft with its carousel images; 409 for a published or archived version */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/templates/preview-product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product as the scan page shows it (name, images, attributes, brand story), for the preview */
        get: {
            parameters: {
                query: {
                    product_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                specification: string;
                                description: string;
                                images: string[];
                                attributes: {
                                    key: string;
                                    value: string;
                                }[];
                                brand_name: string;
                                brand_logo: string;
                                brand_story: string;
                                certificates: {
                                    name: string;
                                    number: string;
                                    issuer: string;
                                    valid_from: string;
                                    valid_until: string;
                                    image: string;
                                }[];
                                packaging: {
                                    quantity: number;
                                    unit_name: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/inquiries/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of inquiries, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    status?: "open" | "replied" | "closed";
                    created_from?: string;
                    created_to?: string;
                    sort?: "created_at" | "-created_at" | "handled_at" | "-handled_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    created_at: string;
                                    code: string;
                                    raw_value: string;
                                    product_name: string;
                                    content: string;
                                    contact_masked: string;
                                    /** @enum {string} */
                                    language: "zh" | "en" | "es" | "ja";
                                    /** @enum {string} */
                                    status: "open" | "replied" | "closed";
                                    reply: string;
                                    handled_by: string;
                                    handled_at: string | null;
                                    network: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/inquiries/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    status?: "open" | "replied" | "closed";
                    created_from?: string;
                    created_to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a message about a scanned code (its value, short URL or GS1 Digital Link) for the code's brand; the contact is stored masked. The answer is the same whether or not the code exists. 429 past 5 messages a minute from one address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        content: string;
                        contact?: string;
                        /** @enum {string} */
                        language?: "zh" | "en" | "es" | "ja";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                /** @enum {boolean} */
                                received: true;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/inquiries/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to an open inquiry: it becomes replied, with who and when; 409 when it was already replied to or closed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reply: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                created_at: string;
                                code: string;
                                raw_value: string;
                                product_name: string;
                                content: string;
                                contact_masked: string;
                                /** @enum {string} */
                                language: "zh" | "en" | "es" | "ja";
                                /** @enum {string} */
                                status: "open" | "replied" | "closed";
                                reply: string;
                                handled_by: string;
                                handled_at: string | null;
                                network: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/querymanage/inquiries/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close an open or replied inquiry, with who and when; 409 when it is closed already */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                created_at: string;
                                code: string;
                                raw_value: string;
                                product_name: string;
                                content: string;
                                contact_masked: string;
                                /** @enum {string} */
                                language: "zh" | "en" | "es" | "ja";
                                /** @enum {string} */
                                status: "open" | "replied" | "closed";
                                reply: string;
                                handled_by: string;
                                handled_at: string | null;
                                network: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/gs1resolver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GS1's resolver description of this host: its root, link types and primary keys */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/riskparams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The risk rules in force (the enterprise's, each product's override) and the versions saved, newest first (at most 50) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                defaults: {
                                    /** @enum {string} */
                                    diversion_level: "province" | "city" | "district";
                                    diversion_min_devices: number;
                                    diversion_window_minutes: number;
                                    diversion_gps_only: boolean;
                                    clone_speed_kmh: number;
                                    clone_burst_devices: number;
                                    clone_burst_minutes: number;
                                    leak_grace_hours: number;
                                    exempt_dealer_ids: number[];
                                    exempt_dealers: {
                                        id: number;
                                        name: string;
                                    }[];
                                    version: number;
                                    effective_at: string | null;
                                    created_by_name: string;
                                };
                                overrides: {
                                    product_id: number;
                                    product_name: string;
                                    /** @enum {string} */
                                    diversion_level: "province" | "city" | "district";
                                    diversion_min_devices: number;
                                    diversion_window_minutes: number;
                                    diversion_gps_only: boolean;
                                    clone_speed_kmh: number;
                                    clone_burst_devices: number;
                                    clone_burst_minutes: number;
                                    leak_grace_hours: number;
                                    version: number;
                                    effective_at: string | null;
                                    created_by_name: string;
                                }[];
                                history: {
                                    version: number;
                                    product_name: string;
                                    removed: boolean;
                                    effective_at: string;
                                    created_by_name: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/riskparams/default/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the enterprise's risk rules as a new version, in force from now (scans made before are judged by the version they were made under): diversion level, devices and window, GPS only, exempt dealers; clone speed and burst; leak grace */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        diversion_level: "province" | "city" | "district";
                        diversion_min_devices: number;
                        diversion_window_minutes: number;
                        diversion_gps_only: boolean;
                        clone_speed_kmh: number;
                        clone_burst_devices: number;
                        clone_burst_minutes: number;
                        leak_grace_hours: number;
                        /** @default [] */
                        exempt_dealer_ids?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                defaults: {
                                    /** @enum {string} */
                                    diversion_level: "province" | "city" | "district";
                                    diversion_min_devices: number;
                                    diversion_window_minutes: number;
                                    diversion_gps_only: boolean;
                                    clone_speed_kmh: number;
                                    clone_burst_devices: number;
                                    clone_burst_minutes: number;
                                    leak_grace_hours: number;
                                    exempt_dealer_ids: number[];
                                    exempt_dealers: {
                                        id: number;
                                        name: string;
                                    }[];
                                    version: number;
                                    effective_at: string | null;
                                    created_by_name: string;
                                };
                                overrides: {
                                    product_id: number;
                                    product_name: string;
                                    /** @enum {string} */
                                    diversion_level: "province" | "city" | "district";
                                    diversion_min_devices: number;
                                    diversion_window_minutes: number;
                                    diversion_gps_only: boolean;
                                    clone_speed_kmh: number;
                                    clone_burst_devices: number;
                                    clone_burst_minutes: number;
                                    leak_grace_hours: number;
                                    version: number;
                                    effective_at: string | null;
                                    created_by_name: string;
                                }[];
                                history: {
                                    version: number;
                                    product_name: string;
                                    removed: boolean;
                                    effective_at: string;
                                    created_by_name: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/riskparams/product/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a product's own risk rules as a new version, in force from now for its codes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_id: number;
                        /** @enum {string} */
                        diversion_level: "province" | "city" | "district";
                        diversion_min_devices: number;
                        diversion_window_minutes: number;
                        diversion_gps_only: boolean;
                        clone_speed_kmh: number;
                        clone_burst_devices: number;
                        clone_burst_minutes: number;
                        leak_grace_hours: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                defaults: {
                                    /** @enum {string} */
                                    diversion_level: "province" | "city" | "district";
                                    diversion_min_devices: number;
                                    diversion_window_minutes: number;
                                    diversion_gps_only: boolean;
                                    clone_speed_kmh: number;
                                    clone_burst_devices: number;
                                    clone_burst_minutes: number;
                                    leak_grace_hours: number;
                                    exempt_dealer_ids: number[];
                                    exempt_dealers: {
                                        id: number;
                                        name: string;
                                    }[];
                                    version: number;
                                    effective_at: string | null;
                                    created_by_name: string;
                                };
                                overrides: {
                                    product_id: number;
                                    product_name: string;
                                    /** @enum {string} */
                                    diversion_level: "province" | "city" | "district";
                                    diversion_min_devices: number;
                                    diversion_window_minutes: number;
                                    diversion_gps_only: boolean;
                                    clone_speed_kmh: number;
                                    clone_burst_devices: number;
                                    clone_burst_minutes: number;
                                    leak_grace_hours: number;
                                    version: number;
                                    effective_at: string | null;
                                    created_by_name: string;
                                }[];
                                history: {
                                    version: number;
                                    product_name: string;
                                    removed: boolean;
                                    effective_at: string;
                                    created_by_name: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/riskparams/product/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a product's override (a new version): its codes are judged by the enterprise's rules from now on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                defaults: {
                                    /** @enum {string} */
                                    diversion_level: "province" | "city" | "district";
                                    diversion_min_devices: number;
                                    diversion_window_minutes: number;
                                    diversion_gps_only: boolean;
                                    clone_speed_kmh: number;
                                    clone_burst_devices: number;
                                    clone_burst_minutes: number;
                                    leak_grace_hours: number;
                                    exempt_dealer_ids: number[];
                                    exempt_dealers: {
                                        id: number;
                                        name: string;
                                    }[];
                                    version: number;
                                    effective_at: string | null;
                                    created_by_name: string;
                                };
                                overrides: {
                                    product_id: number;
                                    product_name: string;
                                    /** @enum {string} */
                                    diversion_level: "province" | "city" | "district";
                                    diversion_min_devices: number;
                                    diversion_window_minutes: number;
                                    diversion_gps_only: boolean;
                                    clone_speed_kmh: number;
                                    clone_burst_devices: number;
                                    clone_burst_minutes: number;
                                    leak_grace_hours: number;
                                    version: number;
                                    effective_at: string | null;
                                    created_by_name: string;
                                }[];
                                history: {
                                    version: number;
                                    product_name: string;
                                    removed: boolean;
                                    effective_at: string;
                                    created_by_name: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warnings/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of warnings, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    kind?: "diversion" | "leak" | "clone" | "over_limit";
                    state?: "open" | "assigned" | "confirmed" | "dismissed" | "resolved";
                    strength?: "strong" | "weak";
                    dealer_id?: number;
                    product_id?: number;
                    lot_no?: string;
                    region?: string;
                    mine?: "true" | "false";
                    raised_from?: string;
                    raised_to?: string;
                    sort?: "raised_at" | "-raised_at" | "last_scan_at" | "-last_scan_at" | "scan_count" | "-scan_count";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "diversion" | "leak" | "clone" | "over_limit";
                                    /** @enum {string} */
                                    reason: "out_of_region" | "travel" | "burst" | "not_activated" | "not_shipped" | "over_limit";
                                    /** @enum {string} */
                                    state: "open" | "assigned" | "confirmed" | "dismissed" | "resolved";
                                    /** @enum {string} */
                                    strength: "strong" | "weak";
                                    dealer_id: number | null;
                                    dealer_name: string;
                                    code: string;
                                    product_id: number | null;
                                    product_name: string;
                                    lot_no: string;
                                    region_code: string;
                                    region_name: string;
                                    scan_count: number;
                                    device_count: number;
                                    params_version: number;
                                    raised_at: string;
                                    last_scan_at: string;
                                    assignee_id: number | null;
                                    assignee_name: string;
                                    outcome: string;
                                    penalty_amount: string | null;
                                    updated_at: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warnings/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    kind?: "diversion" | "leak" | "clone" | "over_limit";
                    state?: "open" | "assigned" | "confirmed" | "dismissed" | "resolved";
                    strength?: "strong" | "weak";
                    dealer_id?: number;
                    product_id?: number;
                    lot_no?: string;
                    region?: string;
                    mine?: "true" | "false";
                    raised_from?: string;
                    raised_to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warnings/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A warning with its evidence: the scans with their map points, the dealer chain and document, the print trail of a leak, its changes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "diversion" | "leak" | "clone" | "over_limit";
                                /** @enum {string} */
                                reason: "out_of_region" | "travel" | "burst" | "not_activated" | "not_shipped" | "over_limit";
                                /** @enum {string} */
                                state: "open" | "assigned" | "confirmed" | "dismissed" | "resolved";
                                /** @enum {string} */
                                strength: "strong" | "weak";
                                dealer_id: number | null;
                                dealer_name: string;
                                code: string;
                                product_id: number | null;
                                product_name: string;
                                lot_no: string;
                                region_code: string;
                                region_name: string;
                                scan_count: number;
                                device_count: number;
                                params_version: number;
                                raised_at: string;
                                last_scan_at: string;
                                assignee_id: number | null;
                                assignee_name: string;
                                outcome: string;
                                penalty_amount: string | null;
                                updated_at: string;
                                dedupe_key: string;
                                expected_regions: {
                                    code: string;
                                    name: string;
                                }[];
                                scans: {
                                    id: number;
                                    occurred_at: string;
                                    region_code: string;
                                    region_name: string;
                                    geo_source: string;
                                    position: {
                                        lat: number;
                                        lng: number;
                                    } | null;
                                    device: string;
                                    network: string;
                                    verdict: string;
                                    code: string;
                                }[];
                                dealer_chain: {
                                    id: number;
                                    name: string;
                                    code: string;
                                }[];
                                document: {
                                    type: string;
                                    id: number;
                                } | null;
                                production_order_id: number | null;
                                code_order_id: number | null;
                                downloads: {
                                    at: string;
                                    by: string;
                                    network: string;
                                }[];
                                changes: {
                                    at: string;
                                    by: string;
                                    from: string;
                                    to: string;
                                    note: string;
                                    assignee_name: string;
                                }[];
                                inspections: {
                                    id: number;
                                    inspected_at: string;
                                    inspector_name: string;
                                    store_name: string;
                                    store_address: string;
                                    note: string;
                                    position: {
                                        lat: number;
                                        lng: number;
                                    } | null;
                                    photos: string[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warnings/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live warnings by the province they were observed in, or a province's cities */
        get: {
            parameters: {
                query?: {
                    parent?: string;
                    kind?: "diversion" | "leak" | "clone" | "over_limit";
                    dealer_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                areas: {
                                    code: string;
                                    name: string;
                                    count: number;
                                }[];
                                territory: {
                                    dealer_id: number;
                                    dealer_name: string;
                                    regions: {
                                        code: string;
                                        name: string;
                                        include_children: boolean;
                                    }[];
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warnings/assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 50 enabled employees (id, account, name) a warning may be assigned to; `ids` fetches given ones */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warnings/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many live warnings are assigned to the signed-in person */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                assigned: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warnings/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign an open or assigned warning to an employee; 409 when it was confirmed, dismissed or resolved meanwhile */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        assignee_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "diversion" | "leak" | "clone" | "over_limit";
                                /** @enum {string} */
                                reason: "out_of_region" | "travel" | "burst" | "not_activated" | "not_shipped" | "over_limit";
                                /** @enum {string} */
                                state: "open" | "assigned" | "confirmed" | "dismissed" | "resolved";
                                /** @enum {string} */
                                strength: "strong" | "weak";
                                dealer_id: number | null;
                                dealer_name: string;
                                code: string;
                                product_id: number | null;
                                product_name: string;
                                lot_no: string;
                                region_code: string;
                                region_name: string;
                                scan_count: number;
                                device_count: number;
                                params_version: number;
                                raised_at: string;
                                last_scan_at: string;
                                assignee_id: number | null;
                                assignee_name: string;
                                outcome: string;
                                penalty_amount: string | null;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warnings/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an open or assigned warning (with a note); 409 when it was handled meanwhile */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "diversion" | "leak" | "clone" | "over_limit";
                                /** @enum {string} */
                                reason: "out_of_region" | "travel" | "burst" | "not_activated" | "not_shipped" | "over_limit";
                                /** @enum {string} */
                                state: "open" | "assigned" | "confirmed" | "dismissed" | "resolved";
                                /** @enum {string} */
                                strength: "strong" | "weak";
                                dealer_id: number | null;
                                dealer_name: string;
                                code: string;
                                product_id: number | null;
                                product_name: string;
                                lot_no: string;
                                region_code: string;
                                region_name: string;
                                scan_count: number;
                                device_count: number;
                                params_version: number;
                                raised_at: string;
                                last_scan_at: string;
                                assignee_id: number | null;
                                assignee_name: string;
                                outcome: string;
                                penalty_amount: string | null;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warnings/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss an open or assigned warning with a reason: its key stays quiet until new scans cross the threshold again; 409 when handled meanwhile */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "diversion" | "leak" | "clone" | "over_limit";
                                /** @enum {string} */
                                reason: "out_of_region" | "travel" | "burst" | "not_activated" | "not_shipped" | "over_limit";
                                /** @enum {string} */
                                state: "open" | "assigned" | "confirmed" | "dismissed" | "resolved";
                                /** @enum {string} */
                                strength: "strong" | "weak";
                                dealer_id: number | null;
                                dealer_name: string;
                                code: string;
                                product_id: number | null;
                                product_name: string;
                                lot_no: string;
                                region_code: string;
                                region_name: string;
                                scan_count: number;
                                device_count: number;
                                params_version: number;
                                raised_at: string;
                                last_scan_at: string;
                                assignee_id: number | null;
                                assignee_name: string;
                                outcome: string;
                                penalty_amount: string | null;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/warnings/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve a confirmed warning with the action taken (a penalty note, an amount, a follow-up); 409 unless confirmed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        action: string;
                        penalty_amount?: number;
                        /** @default  */
                        follow_up?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "diversion" | "leak" | "clone" | "over_limit";
                                /** @enum {string} */
                                reason: "out_of_region" | "travel" | "burst" | "not_activated" | "not_shipped" | "over_limit";
                                /** @enum {string} */
                                state: "open" | "assigned" | "confirmed" | "dismissed" | "resolved";
                                /** @enum {string} */
                                strength: "strong" | "weak";
                                dealer_id: number | null;
                                dealer_name: string;
                                code: string;
                                product_id: number | null;
                                product_name: string;
                                lot_no: string;
                                region_code: string;
                                region_name: string;
                                scan_count: number;
                                device_count: number;
                                params_version: number;
                                raised_at: string;
                                last_scan_at: string;
                                assignee_id: number | null;
                                assignee_name: string;
                                outcome: string;
                                penalty_amount: string | null;
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/inspections/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of inspections, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    inspector_id?: number;
                    dealer_id?: number;
                    product_id?: number;
                    region?: string;
                    verdict?: "in_region" | "out_of_region" | "not_shipped" | "copied" | "unknown";
                    inspected_from?: string;
                    inspected_to?: string;
                    sort?: "inspected_at" | "-inspected_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    inspected_at: string;
                                    inspector_id: number;
                                    inspector_name: string;
                                    raw_value: string;
                                    code: string;
                                    /** @enum {string} */
                                    verdict: "in_region" | "out_of_region" | "not_shipped" | "copied" | "unknown";
                                    product_id: number | null;
                                    product_name: string;
                                    lot_no: string;
                                    dealer_id: number | null;
                                    dealer_name: string;
                                    region_code: string;
                                    region_name: string;
                                    lat: string | null;
                                    lng: string | null;
                                    store_name: string;
                                    store_address: string;
                                    note: string;
                                    photos: string[];
                                    warning_id: number | null;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/inspections/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    inspector_id?: number;
                    dealer_id?: number;
                    product_id?: number;
                    region?: string;
                    verdict?: "in_region" | "out_of_region" | "not_shipped" | "copied" | "unknown";
                    inspected_from?: string;
                    inspected_to?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/forensics/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a code found in the market where the inspector stands: product, lot, dates, the dealer it was shipped to with its regions, the inspector's region and a verdict (in region, out of region, not shipped, copied, unknown). Records nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        gps?: {
                            lat: number;
                            lng: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                /** @enum {string} */
                                verdict: "in_region" | "out_of_region" | "not_shipped" | "copied" | "unknown";
                                code: string;
                                product_name: string;
                                lot_no: string;
                                produced_on: string | null;
                                expires_on: string | null;
                                status: string;
                                dealer: {
                                    id: number;
                                    name: string;
                                    code: string;
                                } | null;
                                dealer_chain: {
                                    id: number;
                                    name: string;
                                    code: string;
                                }[];
                                dealer_regions: {
                                    code: string;
                                    name: string;
                                }[];
                                here: {
                                    code: string;
                                    name: string;
                                } | null;
                                open_warning_id: number | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/forensics/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an inspection photo (multipart field "file"; JPEG or PNG, at most 5 MB): re-encoded as a JPEG of at most 1600 px without any metadata; answers its name */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                name: string;
                                width: number;
                                height: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/forensics/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record an inspection (judged again on the server) with the store, a note and up to 6 uploaded photos; with raise, raise a diversion warning or join the live one (out of region only). The same op_id again returns the first record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        op_id: string;
                        code: string;
                        gps?: {
                            lat: number;
                            lng: number;
                        };
                        /** @default  */
                        store_name?: string;
                        /** @default  */
                        store_address?: string;
                        /** @default  */
                        note?: string;
                        /** @default [] */
                        photos?: string[];
                        /** @default false */
                        raise?: boolean;
                        /** Format: date-time */
                        inspected_at?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                inspected_at: string;
                                inspector_id: number;
                                inspector_name: string;
                                raw_value: string;
                                code: string;
                                /** @enum {string} */
                                verdict: "in_region" | "out_of_region" | "not_shipped" | "copied" | "unknown";
                                product_id: number | null;
                                product_name: string;
                                lot_no: string;
                                dealer_id: number | null;
                                dealer_name: string;
                                region_code: string;
                                region_name: string;
                                lat: string | null;
                                lng: string | null;
                                store_name: string;
                                store_address: string;
                                note: string;
                                photos: string[];
                                warning_id: number | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/inspections/inspectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 50 enabled employees (id, account, name) to filter the records by inspector; `ids` fetches given ones */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    ids?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/inspections/photos/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An inspection photo of the signed-in person's enterprise */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/webhooks/deliveries/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of webhooks/deliveries, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    subscription_id?: number;
                    state?: "pending" | "delivered" | "failed";
                    sort?: "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    subscription_id: number;
                                    subscription_name: string;
                                    /** @enum {string} */
                                    event: "warning.raised" | "warning.changed";
                                    warning_id: number;
                                    /** @enum {string} */
                                    state: "pending" | "delivered" | "failed";
                                    attempts: number;
                                    next_attempt_at: string | null;
                                    last_status: number | null;
                                    last_answer: string;
                                    created_at: string;
                                    delivered_at: string | null;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enterprise's webhook subscriptions with their deliveries counted */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                url: string;
                                events: ("warning.raised" | "warning.changed")[];
                                enabled: boolean;
                                secret_hint: string;
                                created_at: string;
                                delivered: number;
                                failed: number;
                                pending: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/webhooks/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe a URL to new and changed warnings (at most 20 per enterprise). The answer carries the signing secret, shown this once: each delivery has X-Trace-Signature: sha256=<hex HMAC-SHA256 of the raw body> */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        url: string;
                        events: ("warning.raised" | "warning.changed")[];
                        /** @default true */
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                url: string;
                                events: ("warning.raised" | "warning.changed")[];
                                enabled: boolean;
                                secret_hint: string;
                                created_at: string;
                                delivered: number;
                                failed: number;
                                pending: number;
                                secret: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/webhooks/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a subscription's name, URL, events or whether it is enabled */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        url: string;
                        events: ("warning.raised" | "warning.changed")[];
                        /** @default true */
                        enabled?: boolean;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                url: string;
                                events: ("warning.raised" | "warning.changed")[];
                                enabled: boolean;
                                secret_hint: string;
                                created_at: string;
                                delivered: number;
                                failed: number;
                                pending: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/webhooks/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a subscription a new secret (the old one stops signing at once), shown this once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                url: string;
                                events: ("warning.raised" | "warning.changed")[];
                                enabled: boolean;
                                secret_hint: string;
                                created_at: string;
                                delivered: number;
                                failed: number;
                                pending: number;
                                secret: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/webhooks/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a subscription with its deliveries */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/webhooks/deliveries/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a failed delivery again, from its first try; 409 unless it failed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                id: number;
                                subscription_id: number;
                                subscription_name: string;
                                /** @enum {string} */
                                event: "warning.raised" | "warning.changed";
                                warning_id: number;
                                /** @enum {string} */
                                state: "pending" | "delivered" | "failed";
                                attempts: number;
                                next_attempt_at: string | null;
                                last_status: number | null;
                                last_answer: string;
                                created_at: string;
                                delivered_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/supervise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Market supervision: consumer scans, warnings by kind and field inspections by region (one level below the area chosen) or by dealer; the period in the enterprise's days (its time zone) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    group?: string;
                    product_id?: number;
                    brand_id?: number;
                    lot_no?: string;
                    plant_id?: number;
                    line_id?: number;
                    shift_id?: number;
                    dealer_id?: number;
                    region_code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                /** @enum {string} */
                                report: "supervise" | "collect" | "dateyield" | "productionorder" | "shipmentsreport" | "connect" | "phoenix";
                                group: string;
                                period: {
                                    from: string;
                                    to: string;
                                    time_zone: string;
                                };
                                columns: {
                                    /** @enum {string} */
                                    key: "label" | "day" | "scans" | "counted" | "warnings" | "warnings_diversion" | "warnings_leak" | "warnings_clone" | "warnings_over_limit" | "inspections" | "inspections_out_of_region" | "commissioned" | "cases" | "pallets" | "rejected" | "active_hours" | "rate_per_hour" | "planned" | "yield_percent" | "downtime_hours" | "order_no" | "product" | "lot_no" | "line" | "status" | "packed" | "shipped" | "received" | "returned" | "scanned" | "held" | "orders" | "short" | "transfers_in" | "transfers_out" | "shipment_no" | "dealer" | "warehouse" | "shipped_at" | "cases_shipped" | "returns" | "restocked" | "voided" | "days_to_return";
                                    /** @enum {string} */
                                    kind: "text" | "count" | "rate" | "percent" | "hours" | "days" | "date" | "datetime";
                                }[];
                                rows: {
                                    [key: string]: (string | number) | null;
                                }[];
                                totals: {
                                    [key: string]: number | null;
                                };
                                chart: {
                                    /** @enum {string} */
                                    kind: "bar" | "line" | "map";
                                    x: string;
                                    series: string[];
                                };
                                lag_seconds: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/supervise/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rows shown of: Market supervision: consumer scans, warnings by kind and field inspections by region (one level below the area chosen) or by dealer, with a totals row, as xlsx or CSV */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    group?: string;
                    product_id?: number;
                    brand_id?: number;
                    lot_no?: string;
                    plant_id?: number;
                    line_id?: number;
                    shift_id?: number;
                    dealer_id?: number;
                    region_code?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                        "text/csv": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Production summary: items commissioned, cases and pallets closed, rejects, active hours and rate per hour, by product, line, shift, plant, day, or rejects by reason; the period in the enterprise's days (its time zone) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    group?: string;
                    product_id?: number;
                    brand_id?: number;
                    lot_no?: string;
                    plant_id?: number;
                    line_id?: number;
                    shift_id?: number;
                    dealer_id?: number;
                    region_code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                /** @enum {string} */
                                report: "supervise" | "collect" | "dateyield" | "productionorder" | "shipmentsreport" | "connect" | "phoenix";
                                group: string;
                                period: {
                                    from: string;
                                    to: string;
                                    time_zone: string;
                                };
                                columns: {
                                    /** @enum {string} */
                                    key: "label" | "day" | "scans" | "counted" | "warnings" | "warnings_diversion" | "warnings_leak" | "warnings_clone" | "warnings_over_limit" | "inspections" | "inspections_out_of_region" | "commissioned" | "cases" | "pallets" | "rejected" | "active_hours" | "rate_per_hour" | "planned" | "yield_percent" | "downtime_hours" | "order_no" | "product" | "lot_no" | "line" | "status" | "packed" | "shipped" | "received" | "returned" | "scanned" | "held" | "orders" | "short" | "transfers_in" | "transfers_out" | "shipment_no" | "dealer" | "warehouse" | "shipped_at" | "cases_shipped" | "returns" | "restocked" | "voided" | "days_to_return";
                                    /** @enum {string} */
                                    kind: "text" | "count" | "rate" | "percent" | "hours" | "days" | "date" | "datetime";
                                }[];
                                rows: {
                                    [key: string]: (string | number) | null;
                                }[];
                                totals: {
                                    [key: string]: number | null;
                                };
                                chart: {
                                    /** @enum {string} */
                                    kind: "bar" | "line" | "map";
                                    x: string;
                                    series: string[];
                                };
                                lag_seconds: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/collect/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rows shown of: Production summary: items commissioned, cases and pallets closed, rejects, active hours and rate per hour, by product, line, shift, plant, day, or rejects by reason, with a totals row, as xlsx or CSV */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    group?: string;
                    product_id?: number;
                    brand_id?: number;
                    lot_no?: string;
                    plant_id?: number;
                    line_id?: number;
                    shift_id?: number;
                    dealer_id?: number;
                    region_code?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                        "text/csv": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/dateyield": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily yield: per day and line, planned against commissioned, rejects, yield, active hours and downtime; the period in the enterprise's days (its time zone) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    group?: string;
                    product_id?: number;
                    brand_id?: number;
                    lot_no?: string;
                    plant_id?: number;
                    line_id?: number;
                    shift_id?: number;
                    dealer_id?: number;
                    region_code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                /** @enum {string} */
                                report: "supervise" | "collect" | "dateyield" | "productionorder" | "shipmentsreport" | "connect" | "phoenix";
                                group: string;
                                period: {
                                    from: string;
                                    to: string;
                                    time_zone: string;
                                };
                                columns: {
                                    /** @enum {string} */
                                    key: "label" | "day" | "scans" | "counted" | "warnings" | "warnings_diversion" | "warnings_leak" | "warnings_clone" | "warnings_over_limit" | "inspections" | "inspections_out_of_region" | "commissioned" | "cases" | "pallets" | "rejected" | "active_hours" | "rate_per_hour" | "planned" | "yield_percent" | "downtime_hours" | "order_no" | "product" | "lot_no" | "line" | "status" | "packed" | "shipped" | "received" | "returned" | "scanned" | "held" | "orders" | "short" | "transfers_in" | "transfers_out" | "shipment_no" | "dealer" | "warehouse" | "shipped_at" | "cases_shipped" | "returns" | "restocked" | "voided" | "days_to_return";
                                    /** @enum {string} */
                                    kind: "text" | "count" | "rate" | "percent" | "hours" | "days" | "date" | "datetime";
                                }[];
                                rows: {
                                    [key: string]: (string | number) | null;
                                }[];
                                totals: {
                                    [key: string]: number | null;
                                };
                                chart: {
                                    /** @enum {string} */
                                    kind: "bar" | "line" | "map";
                                    x: string;
                                    series: string[];
                                };
                                lag_seconds: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/dateyield/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rows shown of: Daily yield: per day and line, planned against commissioned, rejects, yield, active hours and downtime, with a totals row, as xlsx or CSV */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    group?: string;
                    product_id?: number;
                    brand_id?: number;
                    lot_no?: string;
                    plant_id?: number;
                    line_id?: number;
                    shift_id?: number;
                    dealer_id?: number;
                    region_code?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                        "text/csv": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/productionorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Production orders produced in the period: planned, commissioned, packed, shipped, received, returned, scanned, hold or recall; the period in the enterprise's days (its time zone) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    group?: string;
                    product_id?: number;
                    brand_id?: number;
                    lot_no?: string;
                    plant_id?: number;
                    line_id?: number;
                    shift_id?: number;
                    dealer_id?: number;
                    region_code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                /** @enum {string} */
                                report: "supervise" | "collect" | "dateyield" | "productionorder" | "shipmentsreport" | "connect" | "phoenix";
                                group: string;
                                period: {
                                    from: string;
                                    to: string;
                                    time_zone: string;
                                };
                                columns: {
                                    /** @enum {string} */
                                    key: "label" | "day" | "scans" | "counted" | "warnings" | "warnings_diversion" | "warnings_leak" | "warnings_clone" | "warnings_over_limit" | "inspections" | "inspections_out_of_region" | "commissioned" | "cases" | "pallets" | "rejected" | "active_hours" | "rate_per_hour" | "planned" | "yield_percent" | "downtime_hours" | "order_no" | "product" | "lot_no" | "line" | "status" | "packed" | "shipped" | "received" | "returned" | "scanned" | "held" | "orders" | "short" | "transfers_in" | "transfers_out" | "shipment_no" | "dealer" | "warehouse" | "shipped_at" | "cases_shipped" | "returns" | "restocked" | "voided" | "days_to_return";
                                    /** @enum {string} */
                                    kind: "text" | "count" | "rate" | "percent" | "hours" | "days" | "date" | "datetime";
                                }[];
                                rows: {
                                    [key: string]: (string | number) | null;
                                }[];
                                totals: {
                                    [key: string]: number | null;
                                };
                                chart: {
                                    /** @enum {string} */
                                    kind: "bar" | "line" | "map";
                                    x: string;
                                    series: string[];
                                };
                                lag_seconds: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/productionorder/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rows shown of: Production orders produced in the period: planned, commissioned, packed, shipped, received, returned, scanned, hold or recall, with a totals row, as xlsx or CSV */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    group?: string;
                    product_id?: number;
                    brand_id?: number;
                    lot_no?: string;
                    plant_id?: number;
                    line_id?: number;
                    shift_id?: number;
                    dealer_id?: number;
                    region_code?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                        "text/csv": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/shipmentsreport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shipments by dealer, product or day: orders, items shipped and received, short on orders closed short, transfers between dealers; the period in the enterprise's days (its time zone) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    group?: string;
                    product_id?: number;
                    brand_id?: number;
                    lot_no?: string;
                    plant_id?: number;
                    line_id?: number;
                    shift_id?: number;
                    dealer_id?: number;
                    region_code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                /** @enum {string} */
                                report: "supervise" | "collect" | "dateyield" | "productionorder" | "shipmentsreport" | "connect" | "phoenix";
                                group: string;
                                period: {
                                    from: string;
                                    to: string;
                                    time_zone: string;
                                };
                                columns: {
                                    /** @enum {string} */
                                    key: "label" | "day" | "scans" | "counted" | "warnings" | "warnings_diversion" | "warnings_leak" | "warnings_clone" | "warnings_over_limit" | "inspections" | "inspections_out_of_region" | "commissioned" | "cases" | "pallets" | "rejected" | "active_hours" | "rate_per_hour" | "planned" | "yield_percent" | "downtime_hours" | "order_no" | "product" | "lot_no" | "line" | "status" | "packed" | "shipped" | "received" | "returned" | "scanned" | "held" | "orders" | "short" | "transfers_in" | "transfers_out" | "shipment_no" | "dealer" | "warehouse" | "shipped_at" | "cases_shipped" | "returns" | "restocked" | "voided" | "days_to_return";
                                    /** @enum {string} */
                                    kind: "text" | "count" | "rate" | "percent" | "hours" | "days" | "date" | "datetime";
                                }[];
                                rows: {
                                    [key: string]: (string | number) | null;
                                }[];
                                totals: {
                                    [key: string]: number | null;
                                };
                                chart: {
                                    /** @enum {string} */
                                    kind: "bar" | "line" | "map";
                                    x: string;
                                    series: string[];
                                };
                                lag_seconds: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/shipmentsreport/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rows shown of: Shipments by dealer, product or day: orders, items shipped and received, short on orders closed short, transfers between dealers, with a totals row, as xlsx or CSV */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    group?: string;
                    product_id?: number;
                    brand_id?: number;
                    lot_no?: string;
                    plant_id?: number;
                    line_id?: number;
                    shift_id?: number;
                    dealer_id?: number;
                    region_code?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                        "text/csv": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Handover notes: every outbound order shipped in the period; the period in the enterprise's days (its time zone) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    group?: string;
                    product_id?: number;
                    brand_id?: number;
                    lot_no?: string;
                    plant_id?: number;
                    line_id?: number;
                    shift_id?: number;
                    dealer_id?: number;
                    region_code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                /** @enum {string} */
                                report: "supervise" | "collect" | "dateyield" | "productionorder" | "shipmentsreport" | "connect" | "phoenix";
                                group: string;
                                period: {
                                    from: string;
                                    to: string;
                                    time_zone: string;
                                };
                                columns: {
                                    /** @enum {string} */
                                    key: "label" | "day" | "scans" | "counted" | "warnings" | "warnings_diversion" | "warnings_leak" | "warnings_clone" | "warnings_over_limit" | "inspections" | "inspections_out_of_region" | "commissioned" | "cases" | "pallets" | "rejected" | "active_hours" | "rate_per_hour" | "planned" | "yield_percent" | "downtime_hours" | "order_no" | "product" | "lot_no" | "line" | "status" | "packed" | "shipped" | "received" | "returned" | "scanned" | "held" | "orders" | "short" | "transfers_in" | "transfers_out" | "shipment_no" | "dealer" | "warehouse" | "shipped_at" | "cases_shipped" | "returns" | "restocked" | "voided" | "days_to_return";
                                    /** @enum {string} */
                                    kind: "text" | "count" | "rate" | "percent" | "hours" | "days" | "date" | "datetime";
                                }[];
                                rows: {
                                    [key: string]: (string | number) | null;
                                }[];
                                totals: {
                                    [key: string]: number | null;
                                };
                                chart: {
                                    /** @enum {string} */
                                    kind: "bar" | "line" | "map";
                                    x: string;
                                    series: string[];
                                };
                                lag_seconds: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/connect/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rows shown of: Handover notes: every outbound order shipped in the period, with a totals row, as xlsx or CSV */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    group?: string;
                    product_id?: number;
                    brand_id?: number;
                    lot_no?: string;
                    plant_id?: number;
                    line_id?: number;
                    shift_id?: number;
                    dealer_id?: number;
                    region_code?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                        "text/csv": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/phoenix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns by dealer, product or reason: returns, items returned, restocked, voided, mean days from shipping to return; the period in the enterprise's days (its time zone) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    group?: string;
                    product_id?: number;
                    brand_id?: number;
                    lot_no?: string;
                    plant_id?: number;
                    line_id?: number;
                    shift_id?: number;
                    dealer_id?: number;
                    region_code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                /** @enum {string} */
                                report: "supervise" | "collect" | "dateyield" | "productionorder" | "shipmentsreport" | "connect" | "phoenix";
                                group: string;
                                period: {
                                    from: string;
                                    to: string;
                                    time_zone: string;
                                };
                                columns: {
                                    /** @enum {string} */
                                    key: "label" | "day" | "scans" | "counted" | "warnings" | "warnings_diversion" | "warnings_leak" | "warnings_clone" | "warnings_over_limit" | "inspections" | "inspections_out_of_region" | "commissioned" | "cases" | "pallets" | "rejected" | "active_hours" | "rate_per_hour" | "planned" | "yield_percent" | "downtime_hours" | "order_no" | "product" | "lot_no" | "line" | "status" | "packed" | "shipped" | "received" | "returned" | "scanned" | "held" | "orders" | "short" | "transfers_in" | "transfers_out" | "shipment_no" | "dealer" | "warehouse" | "shipped_at" | "cases_shipped" | "returns" | "restocked" | "voided" | "days_to_return";
                                    /** @enum {string} */
                                    kind: "text" | "count" | "rate" | "percent" | "hours" | "days" | "date" | "datetime";
                                }[];
                                rows: {
                                    [key: string]: (string | number) | null;
                                }[];
                                totals: {
                                    [key: string]: number | null;
                                };
                                chart: {
                                    /** @enum {string} */
                                    kind: "bar" | "line" | "map";
                                    x: string;
                                    series: string[];
                                };
                                lag_seconds: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/phoenix/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rows shown of: Returns by dealer, product or reason: returns, items returned, restocked, voided, mean days from shipping to return, with a totals row, as xlsx or CSV */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    group?: string;
                    product_id?: number;
                    brand_id?: number;
                    lot_no?: string;
                    plant_id?: number;
                    line_id?: number;
                    shift_id?: number;
                    dealer_id?: number;
                    region_code?: string;
                    format?: "xlsx" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                        "text/csv": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/connect/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The handover notes of these outbound orders, to print one by one or as a batch (at most 2000) */
        get: {
            parameters: {
                query: {
                    ids: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                notes: {
                                    id: number;
                                    shipment_no: string;
                                    dealer_id: number;
                                    dealer_name: string;
                                    warehouse_name: string;
                                    planned_on: string;
                                    shipped_at: string | null;
                                    received_at: string | null;
                                    status: string;
                                    note: string;
                                    items: number;
                                    cases: number;
                                    lines: {
                                        product_id: number;
                                        product_name: string;
                                        planned: number;
                                        shipped: number;
                                        received: number | null;
                                    }[];
                                    codes: {
                                        code_id: number;
                                        value: string;
                                        /** @enum {string} */
                                        level: "item" | "box" | "pallet";
                                        product_id: number;
                                        product_name: string;
                                        items: number;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epcis/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events matching the query, newest first unless ordered otherwise (perPage at most 1000, 30 by default; the next page in the Link header) */
        get: {
            parameters: {
                query?: {
                    /** @description ObjectEvent, AggregationEvent (the own events), TransactionEvent, TransformationEvent, AssociationEvent (captured ones); several separated by | */
                    eventType?: string | string[];
                    /** @description events at or after this date-time */
                    GE_eventTime?: string | string[];
                    /** @description events before this date-time */
                    LT_eventTime?: string | string[];
                    /** @description events recorded at or after this date-time */
                    GE_recordTime?: string | string[];
                    /** @description events recorded before this date-time */
                    LT_recordTime?: string | string[];
                    /** @description ADD, OBSERVE or DELETE; several separated by | */
                    EQ_action?: string | string[];
                    /** @description a CBV business step, bare or as its URI; several separated by | */
                    EQ_bizStep?: string | string[];
                    /** @description a CBV disposition, bare or as its URI; several separated by | */
                    EQ_disposition?: string | string[];
                    /** @description a read point (a partner's captured events; the own events have none); several separated by | */
                    EQ_readPoint?: string | string[];
                    /** @description a warehouse or dealer location URI; several separated by | */
                    EQ_bizLocation?: string | string[];
                    /** @description an EPC: Digital Link, SGTIN or SSCC URN, or a short code URL; several separated by | */
                    MATCH_epc?: string | string[];
                    /** @description an aggregation's parent EPC; several separated by | */
                    MATCH_parentID?: string | string[];
                    /** @description an EPC in any role; several separated by | */
                    MATCH_anyEPC?: string | string[];
                    /** @description a GTIN class: …/01/<gtin>[/10/<lot>], urn:epc:class:lgtin:… or urn:epc:idpat:sgtin:…*; several separated by | */
                    MATCH_epcClass?: string | string[];
                    /** @description eventTime (the default) or recordTime */
                    orderBy?: string | string[];
                    /** @description ASC or DESC (the default) */
                    orderDirection?: string | string[];
                    /** @description events per page */
                    perPage?: string | string[];
                    /** @description the token of the Link header's next page */
                    nextPageToken?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description an EPCISQueryDocument (application/ld+json) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epcis/events/{eventID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event by its id (its CBV hash), in a query document; found by its id a few seconds after it is recorded */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventID: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description an EPCISQueryDocument (application/ld+json) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epcis/epcs/{epc}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events naming this EPC in any role (MATCH_anyEPC) (perPage at most 1000, 30 by default; the next page in the Link header) */
        get: {
            parameters: {
                query?: {
                    /** @description ObjectEvent, AggregationEvent (the own events), TransactionEvent, TransformationEvent, AssociationEvent (captured ones); several separated by | */
                    eventType?: string | string[];
                    /** @description events at or after this date-time */
                    GE_eventTime?: string | string[];
                    /** @description events before this date-time */
                    LT_eventTime?: string | string[];
                    /** @description events recorded at or after this date-time */
                    GE_recordTime?: string | string[];
                    /** @description events recorded before this date-time */
                    LT_recordTime?: string | string[];
                    /** @description ADD, OBSERVE or DELETE; several separated by | */
                    EQ_action?: string | string[];
                    /** @description a CBV business step, bare or as its URI; several separated by | */
                    EQ_bizStep?: string | string[];
                    /** @description a CBV disposition, bare or as its URI; several separated by | */
                    EQ_disposition?: string | string[];
                    /** @description a read point (a partner's captured events; the own events have none); several separated by | */
                    EQ_readPoint?: string | string[];
                    /** @description a warehouse or dealer location URI; several separated by | */
                    EQ_bizLocation?: string | string[];
                    /** @description an EPC: Digital Link, SGTIN or SSCC URN, or a short code URL; several separated by | */
                    MATCH_epc?: string | string[];
                    /** @description an aggregation's parent EPC; several separated by | */
                    MATCH_parentID?: string | string[];
                    /** @description an EPC in any role; several separated by | */
                    MATCH_anyEPC?: string | string[];
                    /** @description a GTIN class: …/01/<gtin>[/10/<lot>], urn:epc:class:lgtin:… or urn:epc:idpat:sgtin:…*; several separated by | */
                    MATCH_epcClass?: string | string[];
                    /** @description eventTime (the default) or recordTime */
                    orderBy?: string | string[];
                    /** @description ASC or DESC (the default) */
                    orderDirection?: string | string[];
                    /** @description events per page */
                    perPage?: string | string[];
                    /** @description the token of the Link header's next page */
                    nextPageToken?: string | string[];
                };
                header?: never;
                path: {
                    epc: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description an EPCISQueryDocument (application/ld+json) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epcis/eventTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The eventTypes of the repository: every event type it answers, the business steps and dispositions its own events carry */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            "@context": (string | {
                                [key: string]: string;
                            })[];
                            /** @enum {string} */
                            type: "Collection";
                            member: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epcis/eventTypes/{value}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events of one of the eventTypes (perPage at most 1000, 30 by default; the next page in the Link header) */
        get: {
            parameters: {
                query?: {
                    /** @description ObjectEvent, AggregationEvent (the own events), TransactionEvent, TransformationEvent, AssociationEvent (captured ones); several separated by | */
                    eventType?: string | string[];
                    /** @description events at or after this date-time */
                    GE_eventTime?: string | string[];
                    /** @description events before this date-time */
                    LT_eventTime?: string | string[];
                    /** @description events recorded at or after this date-time */
                    GE_recordTime?: string | string[];
                    /** @description events recorded before this date-time */
                    LT_recordTime?: string | string[];
                    /** @description ADD, OBSERVE or DELETE; several separated by | */
                    EQ_action?: string | string[];
                    /** @description a CBV business step, bare or as its URI; several separated by | */
                    EQ_bizStep?: string | string[];
                    /** @description a CBV disposition, bare or as its URI; several separated by | */
                    EQ_disposition?: string | string[];
                    /** @description a read point (a partner's captured events; the own events have none); several separated by | */
                    EQ_readPoint?: string | string[];
                    /** @description a warehouse or dealer location URI; several separated by | */
                    EQ_bizLocation?: string | string[];
                    /** @description an EPC: Digital Link, SGTIN or SSCC URN, or a short code URL; several separated by | */
                    MATCH_epc?: string | string[];
                    /** @description an aggregation's parent EPC; several separated by | */
                    MATCH_parentID?: string | string[];
                    /** @description an EPC in any role; several separated by | */
                    MATCH_anyEPC?: string | string[];
                    /** @description a GTIN class: …/01/<gtin>[/10/<lot>], urn:epc:class:lgtin:… or urn:epc:idpat:sgtin:…*; several separated by | */
                    MATCH_epcClass?: string | string[];
                    /** @description eventTime (the default) or recordTime */
                    orderBy?: string | string[];
                    /** @description ASC or DESC (the default) */
                    orderDirection?: string | string[];
                    /** @description events per page */
                    perPage?: string | string[];
                    /** @description the token of the Link header's next page */
                    nextPageToken?: string | string[];
                };
                header?: never;
                path: {
                    value: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description an EPCISQueryDocument (application/ld+json) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epcis/bizSteps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bizSteps of the repository: every event type it answers, the business steps and dispositions its own events carry */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            "@context": (string | {
                                [key: string]: string;
                            })[];
                            /** @enum {string} */
                            type: "Collection";
                            member: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epcis/bizSteps/{value}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events of one of the bizSteps (perPage at most 1000, 30 by default; the next page in the Link header) */
        get: {
            parameters: {
                query?: {
                    /** @description ObjectEvent, AggregationEvent (the own events), TransactionEvent, TransformationEvent, AssociationEvent (captured ones); several separated by | */
                    eventType?: string | string[];
                    /** @description events at or after this date-time */
                    GE_eventTime?: string | string[];
                    /** @description events before this date-time */
                    LT_eventTime?: string | string[];
                    /** @description events recorded at or after this date-time */
                    GE_recordTime?: string | string[];
                    /** @description events recorded before this date-time */
                    LT_recordTime?: string | string[];
                    /** @description ADD, OBSERVE or DELETE; several separated by | */
                    EQ_action?: string | string[];
                    /** @description a CBV business step, bare or as its URI; several separated by | */
                    EQ_bizStep?: string | string[];
                    /** @description a CBV disposition, bare or as its URI; several separated by | */
                    EQ_disposition?: string | string[];
                    /** @description a read point (a partner's captured events; the own events have none); several separated by | */
                    EQ_readPoint?: string | string[];
                    /** @description a warehouse or dealer location URI; several separated by | */
                    EQ_bizLocation?: string | string[];
                    /** @description an EPC: Digital Link, SGTIN or SSCC URN, or a short code URL; several separated by | */
                    MATCH_epc?: string | string[];
                    /** @description an aggregation's parent EPC; several separated by | */
                    MATCH_parentID?: string | string[];
                    /** @description an EPC in any role; several separated by | */
                    MATCH_anyEPC?: string | string[];
                    /** @description a GTIN class: …/01/<gtin>[/10/<lot>], urn:epc:class:lgtin:… or urn:epc:idpat:sgtin:…*; several separated by | */
                    MATCH_epcClass?: string | string[];
                    /** @description eventTime (the default) or recordTime */
                    orderBy?: string | string[];
                    /** @description ASC or DESC (the default) */
                    orderDirection?: string | string[];
                    /** @description events per page */
                    perPage?: string | string[];
                    /** @description the token of the Link header's next page */
                    nextPageToken?: string | string[];
                };
                header?: never;
                path: {
                    value: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description an EPCISQueryDocument (application/ld+json) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epcis/dispositions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dispositions of the repository: every event type it answers, the business steps and dispositions its own events carry */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            "@context": (string | {
                                [key: string]: string;
                            })[];
                            /** @enum {string} */
                            type: "Collection";
                            member: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epcis/dispositions/{value}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events of one of the dispositions (perPage at most 1000, 30 by default; the next page in the Link header) */
        get: {
            parameters: {
                query?: {
                    /** @description ObjectEvent, AggregationEvent (the own events), TransactionEvent, TransformationEvent, AssociationEvent (captured ones); several separated by | */
                    eventType?: string | string[];
                    /** @description events at or after this date-time */
                    GE_eventTime?: string | string[];
                    /** @description events before this date-time */
                    LT_eventTime?: string | string[];
                    /** @description events recorded at or after this date-time */
                    GE_recordTime?: string | string[];
                    /** @description events recorded before this date-time */
                    LT_recordTime?: string | string[];
                    /** @description ADD, OBSERVE or DELETE; several separated by | */
                    EQ_action?: string | string[];
                    /** @description a CBV business step, bare or as its URI; several separated by | */
                    EQ_bizStep?: string | string[];
                    /** @description a CBV disposition, bare or as its URI; several separated by | */
                    EQ_disposition?: string | string[];
                    /** @description a read point (a partner's captured events; the own events have none); several separated by | */
                    EQ_readPoint?: string | string[];
                    /** @description a warehouse or dealer location URI; several separated by | */
                    EQ_bizLocation?: string | string[];
                    /** @description an EPC: Digital Link, SGTIN or SSCC URN, or a short code URL; several separated by | */
                    MATCH_epc?: string | string[];
                    /** @description an aggregation's parent EPC; several separated by | */
                    MATCH_parentID?: string | string[];
                    /** @description an EPC in any role; several separated by | */
                    MATCH_anyEPC?: string | string[];
                    /** @description a GTIN class: …/01/<gtin>[/10/<lot>], urn:epc:class:lgtin:… or urn:epc:idpat:sgtin:…*; several separated by | */
                    MATCH_epcClass?: string | string[];
                    /** @description eventTime (the default) or recordTime */
                    orderBy?: string | string[];
                    /** @description ASC or DESC (the default) */
                    orderDirection?: string | string[];
                    /** @description events per page */
                    perPage?: string | string[];
                    /** @description the token of the Link header's next page */
                    nextPageToken?: string | string[];
                };
                header?: never;
                path: {
                    value: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description an EPCISQueryDocument (application/ld+json) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epcis/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enterprise's capture jobs, newest first (perPage at most 1000, 30 by default; the next page in the Link header) */
        get: {
            parameters: {
                query?: {
                    /** @description jobs per page */
                    perPage?: string | string[];
                    /** @description the token of the Link header's next page */
                    nextPageToken?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            captureID: string;
                            createdAt: string;
                            finishedAt: string;
                            running: boolean;
                            success: boolean;
                            /** @enum {string} */
                            captureErrorBehaviour: "rollback";
                            errors: {
                                type: string;
                                title: string;
                                status: number;
                                detail: string;
                                instance?: string;
                            }[];
                            eventCount: number;
                            storedCount: number;
                            presentCount: number;
                            capturedBy: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Capture a partner's EPCISDocument or EPCISQueryDocument (at most 10000 events): checked against GS1's schema and the CBV, stored all or nothing (rollback), idempotent by event id; 202 with the capture job (also at Location) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            captureID: string;
                            createdAt: string;
                            finishedAt: string;
                            running: boolean;
                            success: boolean;
                            /** @enum {string} */
                            captureErrorBehaviour: "rollback";
                            errors: {
                                type: string;
                                title: string;
                                status: number;
                                detail: string;
                                instance?: string;
                            }[];
                            eventCount: number;
                            storedCount: number;
                            presentCount: number;
                            capturedBy: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        /** What capture takes: the versions, the limits and the error behaviour, as headers */
        options: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description no content: the answer is its headers */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epcis/capture/{captureID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A capture job: finished when its capture was answered, its success and, when it stored nothing, its errors */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    captureID: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            captureID: string;
                            createdAt: string;
                            finishedAt: string;
                            running: boolean;
                            success: boolean;
                            /** @enum {string} */
                            captureErrorBehaviour: "rollback";
                            errors: {
                                type: string;
                                title: string;
                                status: number;
                                detail: string;
                                instance?: string;
                            }[];
                            eventCount: number;
                            storedCount: number;
                            presentCount: number;
                            capturedBy: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/epcis-captures/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of epcis-captures, filtered and sorted */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    keyword?: string;
                    success?: "true" | "false";
                    sort?: "created_at" | "-created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    captured_by: string;
                                    created_at: string;
                                    success: boolean;
                                    event_count: number;
                                    stored_count: number;
                                    present_count: number;
                                    error_count: number;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspect/partner-events/pagelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of partner-events, filtered and sorted */
        get: {
            parameters: {
                query: {
                    page?: number;
                    page_size?: number;
                    code: string;
                    sort?: "event_time" | "-event_time";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                list: {
                                    id: number;
                                    event_id: string;
                                    event_type: string;
                                    action: string | null;
                                    biz_step: string | null;
                                    disposition: string | null;
                                    read_point: string | null;
                                    biz_location: string | null;
                                    event_time: string;
                                    record_time: string;
                                    capture_id: number;
                                    captured_by: string;
                                }[];
                                total: number;
                                page: number;
                                page_size: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Figures of the home page, each only when the caller may open the page that lists what it counts (employees, roles, positions, master data, code orders), and recent sign-ins */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                enterprise_name: string;
                                employees_total?: number;
                                employees_enabled?: number;
                                sign_ins_today?: number;
                                failed_sign_ins_24h?: number;
                                roles?: number;
                                positions?: number;
                                products?: number;
                                dealers?: number;
                                warehouses?: number;
                                codes_generated?: number;
                                code_orders_running?: number;
                                recent_sign_ins: {
                                    created_at: string;
                                    account_name: string;
                                    ip: string;
                                    /** @enum {string} */
                                    outcome: "success" | "failure" | "locked";
                                    user_agent: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page's activity in the enterprise's days: the last 30 days' codes generated and printed, items commissioned and shipped, consumer scans, and the latest lots' funnels from labels to scans; each part only when the caller may open the report or list behind it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status_code: number;
                            message: string;
                            data: {
                                time_zone: string;
                                days: string[];
                                series: {
                                    generated?: number[];
                                    printed?: number[];
                                    commissioned?: number[];
                                    shipped?: number[];
                                    scanned?: number[];
                                };
                                funnel?: {
                                    product_id: number;
                                    product_name: string;
                                    lot_no: string;
                                    label_batches: string[];
                                    generated: number;
                                    printed: number;
                                    commissioned: number;
                                    packed: number;
                                    shipped: number;
                                    received: number;
                                    scanned: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        LineTreeNodeInput: {
            value: number;
            label: string;
            busy_order_no?: string | null;
            children: components["schemas"]["LineTreeNodeInput"][];
        };
        DepartmentNodeInput: {
            id: number;
            depart_code: string;
            name: string;
            parent_id: number | null;
            leader: string;
            phone: string;
            sort: number;
            status: number;
            employee_count: number;
            created_at: string;
            updated_at: string;
            listSubWareHouses: components["schemas"]["DepartmentNodeInput"][];
        };
        MenuTreeNodeInput: {
            menu_key: string;
            /** @enum {string} */
            kind: "group" | "page";
            hidden: boolean;
            enabled: boolean;
            selected?: boolean;
            listMenuButtons: {
                menu_button_code: string;
                name: string;
                enabled: boolean;
                custom: boolean;
                selected?: boolean;
            }[];
            children: components["schemas"]["MenuTreeNodeInput"][];
        };
        LineTreeNode: {
            value: number;
            label: string;
            busy_order_no?: string | null;
            children: components["schemas"]["LineTreeNode"][];
        };
        DepartmentNode: {
            id: number;
            depart_code: string;
            name: string;
            parent_id: number | null;
            leader: string;
            phone: string;
            sort: number;
            status: number;
            employee_count: number;
            created_at: string;
            updated_at: string;
            listSubWareHouses: components["schemas"]["DepartmentNode"][];
        };
        MenuTreeNode: {
            menu_key: string;
            /** @enum {string} */
            kind: "group" | "page";
            hidden: boolean;
            enabled: boolean;
            selected?: boolean;
            listMenuButtons: {
                menu_button_code: string;
                name: string;
                enabled: boolean;
                custom: boolean;
                selected?: boolean;
            }[];
            children: components["schemas"]["MenuTreeNode"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
